package org.petrify.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@link StageCpu} charges CPU time to the stage the progress lines name, and passes them on. */
class StageCpuTest {
  @Test
  void cpuBetweenStageChangesGoesToTheStageThatRan() throws IOException {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    StageCpu cpu = new StageCpu(sink);
    try (PrintStream e = new PrintStream(cpu, true, StandardCharsets.UTF_8)) {
      e.println("petrify: deadlock: load: nothing built yet, 0.1 s");
      e.print("petrify: deadlock: translate: 3 classes read, 0.2 s\r");
      burn(200);
      e.print("petrify: deadlock: translate: 3 classes read, 1.2 s\r");
      burn(200);
      e.println("petrify: deadlock: encode: 3 classes read, 2 methods reached, 2.4 s");
      e.println("an unrelated line");
      cpu.finish();
    }
    assertThat(cpu.millis()).containsOnlyKeys("load", "translate", "encode");
    assertThat(cpu.millis().keySet()).containsExactly("load", "translate", "encode");
    assertThat(cpu.millis().get("translate")).isGreaterThanOrEqualTo(300L);
    assertThat(cpu.millis().get("load")).isLessThan(cpu.millis().get("translate"));
    assertThat(sink.toString(StandardCharsets.UTF_8)).contains("an unrelated line")
        .contains("translate: 3 classes read, 1.2 s\r");
  }

  /** Spins until this JVM has used {@code millis} more milliseconds of CPU time. */
  private static void burn(long millis) {
    long end = StageCpu.processCpuNanos() + millis * 1_000_000L;
    long x = 0;
    while (StageCpu.processCpuNanos() < end) {
      x += System.nanoTime() % 7;
    }
    assertThat(x).isGreaterThanOrEqualTo(0);
  }
}
