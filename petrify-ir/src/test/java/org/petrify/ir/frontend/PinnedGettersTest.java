package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.ir.frontend.samples.PinnedGetters;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Getters called on an object taken from a queue with element kinds, when one method instance
 * of the getter serves every receiver (read from a jar, the getters are inert and analysed in
 * one context): the value returned ({@link PolledObjects}) and the tracked field read ({@link
 * GetterReads.Read#objectsFor}) are those of the polled object, not a choice among all.
 */
class PinnedGettersTest {
  @TempDir
  Path dir;

  /** A jar of the sample's classes (the main class and its nested classes). */
  private Path jar() throws IOException {
    String prefix = PinnedGetters.class.getName().replace('.', '/');
    Path classes = RbDump.testClasses();
    Path jar = dir.resolve("pinned.jar");
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream j = new JarOutputStream(out);
        Stream<Path> files = Files.walk(classes)) {
      for (Path f : files.filter(p -> classes.relativize(p).toString().replace('\\', '/')
          .startsWith(prefix)).toList()) {
        j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
        j.write(Files.readAllBytes(f));
        j.closeEntry();
      }
    }
    return jar;
  }

  @Test
  void theGettersOfAPolledRequestGiveItsOwnPromise() throws IOException {
    Program p = Frontend.translate(List.of(jar()),
        EntryPoint.mainClass(PinnedGetters.class.getName())).program();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbDump.dump(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }
}
