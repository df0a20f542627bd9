package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code record}, {@code trace} and {@code race} on a small program of the test sources, and
 * their handling of bad input.
 */
class RaceCommandTest {
  /** petrify-api's test fixtures: its test-classes folder in the reactor, else its test jar. */
  static final String CLASSES = InternalErrorTest.classes();
  static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @Test
  void recordTraceRaceAndConfirmOnARacyProgram(@TempDir Path dir) throws Exception {
    Path trace = dir.resolve("run.trace");
    Cli rec = Cli.run("record", "--out", trace.toString(), "--include",
        "org.petrify.api.fixtures", "--", JAVA, "-cp", CLASSES,
        "org.petrify.api.fixtures.RacyCounter");
    assertThat(rec.status()).as(rec.err()).isZero();
    assertThat(rec.err()).contains("recorded").contains("3 threads");
    assertThat(Files.exists(Path.of(trace + ".command"))).isTrue();

    Cli dump = Cli.run("trace", trace.toString());
    assertThat(dump.status()).isZero();
    assertThat(dump.out()).contains("write org.petrify.api.fixtures.RacyCounter.count")
        .contains("start thread");

    Cli race = Cli.run("race", "--trace", trace.toString(), "--confirm");
    assertThat(race.status()).as(race.out() + race.err()).isEqualTo(1);
    assertThat(race.out()).contains("WARNING: data race on field `RacyCounter.count` between")
        .contains("[CONFIRMED]");

    Cli json = Cli.run("race", "--trace", trace.toString(), "--format", "json");
    assertThat(json.status()).isEqualTo(1);
    assertThat(json.out()).contains("\"races\": [").contains("\"confirmed\": null")
        .contains("\"access\": \"write\"");

    Cli lola = Cli.run("race", "--trace", trace.toString(), "--format", "lola");
    assertThat(lola.status()).isZero();
    assertThat(lola.out()).contains("PLACE").contains("main@0");
  }

  @Test
  void replayDelaysTheMonitorOfASynchronizedMethod(@TempDir Path dir) throws Exception {
    Path trace = dir.resolve("handover.trace");
    Cli rec = Cli.run("record", "--out", trace.toString(), "--include",
        "org.petrify.api.fixtures", "--", JAVA, "-cp", CLASSES,
        "org.petrify.api.fixtures.SyncMethodHandover");
    assertThat(rec.status()).as(rec.err()).isZero();
    Cli race = Cli.run("race", "--trace", trace.toString(), "--confirm");
    assertThat(race.status()).as(race.out() + race.err()).isEqualTo(1);
    assertThat(race.out()).contains("1 data race")
        .contains("WARNING: data race on field `SyncMethodHandover.result`")
        .contains("[CONFIRMED]");
  }

  @Test
  void badTracesAreOneLineErrors(@TempDir Path dir) throws Exception {
    Cli missing = Cli.run("race", "--trace", dir.resolve("nope.trace").toString());
    assertThat(missing.status()).isEqualTo(2);
    assertThat(missing.err()).contains("nope.trace: no such file").doesNotContain("at org.");
    Path junk = dir.resolve("junk.trace");
    Files.writeString(junk, "hello world");
    Cli bad = Cli.run("trace", junk.toString());
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err()).contains("not a petrify trace").doesNotContain("at org.");
    Path cut = dir.resolve("cut.trace");
    Files.write(cut, new byte[] {'P', 'T', 'R', 'C', 1, 'C', 0, 50, 1});
    Cli truncated = Cli.run("race", "--trace", cut.toString());
    assertThat(truncated.status()).isIn(2, 3); // an incomplete trace never passes silently
    assertThat(truncated.err()).doesNotContain("internal error");
    Cli noCommand = Cli.run("record");
    assertThat(noCommand.status()).isEqualTo(2);
  }
}
