package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.frontend.samples.ClassicDeadlock;
import org.petrify.ir.frontend.samples.DrainedQueue;
import org.petrify.ir.frontend.samples.InvokeAllFutures;
import org.petrify.ir.frontend.samples.OwnQueueHandOff;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.net.PetriNet;
import org.petrify.net.io.LolaWriter;

/**
 * A program translates to the same rb text and the same net in every run: twice in one JVM
 * (each translation reads the classes into a fresh view, where SootUp's statements hash
 * differently) and in another JVM with identity hashes made another way
 * ({@code -XX:hashCode=4}) and another iteration order of immutable collections. See
 * {@code StableRunsTest} for the points-to result of a program over a jar.
 */
class StableTranslationTest {
  private static final List<Class<?>> PROGRAMS = List.of(ClassicDeadlock.class,
      DrainedQueue.class, InvokeAllFutures.class, OwnQueueHandOff.class);

  @Test
  void rbTextAndNetAreTheSameInEveryRun() throws Exception {
    String first = texts();
    assertThat(texts()).isEqualTo(first);
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), "-Xmx1g",
        "-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=4",
        "-cp", System.getProperty("java.class.path"), StableTranslationTest.class.getName())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(out.lines().reduce((a, b) -> b).orElse("")).isEqualTo(sha256(first));
  }

  /** Prints the digest of the programs' texts: the other JVM of the test. */
  public static void main(String[] args) throws Exception {
    System.out.println(sha256(texts()));
  }

  /** Each program's rb text and its net in LoLA's format, with the net's size. */
  private static String texts() {
    StringBuilder sb = new StringBuilder();
    for (Class<?> main : PROGRAMS) {
      FrontendResult r = RbDump.translate(main);
      PetriNet net = NetEncoder.encode(r.program()).net();
      sb.append("== ").append(main.getName()).append(' ').append(net.placeCount()).append(" places ")
          .append(net.transitionCount()).append(" transitions\n")
          .append(RbPrinter.print(r.program())).append(LolaWriter.write(net));
    }
    return sb.toString();
  }

  private static String sha256(String text) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
        .digest(text.getBytes(StandardCharsets.UTF_8)));
  }
}
