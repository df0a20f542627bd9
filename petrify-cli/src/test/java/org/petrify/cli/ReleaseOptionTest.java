package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check --release N}: a multi-release jar is read at release N. The jar's base entry is
 * the deadlocking example; its Java 9 entry is the same class with a broken magic number, which
 * the JVM refuses (bad input). Read at release 8 the base entry is analysed (VIOLATED, exit 1);
 * read at the running JDK's release (the default) or at 9 the versioned entry is (exit 2). A
 * release outside 8..running is one line and exit 2.
 */
class ReleaseOptionTest {
  @TempDir Path dir;

  private Path jar() throws IOException {
    byte[] original = Files.readAllBytes(FuzzedInputsTest.FUZZ.resolve("ClassicDeadlock.class"));
    byte[] broken = original.clone();
    broken[0] = 0;
    Path f = dir.resolve("mr.jar");
    Files.write(f, FuzzedInputsTest.multiRelease(original, broken));
    return f;
  }

  private static Cli check(Path jar, String... more) {
    String[] base = {"check", jar.toString(), "--main", FuzzedInputsTest.MAIN, "--property",
        "deadlock", "--timeout", "60"};
    String[] args = java.util.Arrays.copyOf(base, base.length + more.length);
    System.arraycopy(more, 0, args, base.length, more.length);
    return Cli.run(args);
  }

  @Test
  void release8ReadsTheBaseEntry() throws IOException {
    Cli r = check(jar(), "--release", "8");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
  }

  @Test
  void theRunningReleaseAndRelease9ReadTheVersionedEntry() throws IOException {
    Path jar = jar();
    for (Cli r : new Cli[] {check(jar), check(jar, "--release", "9"),
        check(jar, "--release", String.valueOf(Runtime.version().feature()))}) {
      assertThat(r.status()).as(r.err()).isEqualTo(2);
      assertThat(r.oneErrorLine()).as(r.err()).isTrue();
    }
  }

  @Test
  void releasesOutsideTheRangeAreBadInput() throws IOException {
    Path jar = jar();
    for (String n : new String[] {"7", String.valueOf(Runtime.version().feature() + 1)}) {
      Cli r = check(jar, "--release", n);
      assertThat(r.status()).as(r.err()).isEqualTo(2);
      assertThat(r.oneErrorLine()).as(r.err()).isTrue();
      assertThat(r.err()).contains("--release must be in 8..");
    }
  }
}
