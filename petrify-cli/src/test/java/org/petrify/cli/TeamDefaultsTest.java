package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a team running {@code check} in CI relies on: defaults, baselines, clear errors, logs. */
class TeamDefaultsTest {
  @TempDir Path dir;

  @Test
  void deadlockIsTheDefaultProperty() {
    Cli r = Cli.run("check", CheckCommandTest.TWO_LOCKS);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.out()).startsWith("deadlock: VIOLATED\n");
  }

  @Test
  void aBaselineKeepsKnownFindingsOutOfTheExitStatus() throws Exception {
    Path baseline = dir.resolve("baseline.sarif");
    Cli write = Cli.run("check", CheckCommandTest.TWO_LOCKS, "--write-baseline",
        baseline.toString());
    assertThat(write.status()).isEqualTo(1);
    assertThat(Files.readString(baseline)).contains("\"petrify/v1\"");

    Cli known = Cli.run("check", CheckCommandTest.TWO_LOCKS, "--baseline", baseline.toString());
    assertThat(known.status()).as(known.err()).isZero();
    assertThat(known.out()).startsWith("deadlock: VIOLATED\n");
    assertThat(known.err()).contains("known finding, in the baseline baseline.sarif");
    Cli sarif = Cli.run("check", CheckCommandTest.TWO_LOCKS, "--baseline", baseline.toString(),
        "--format", "sarif");
    assertThat(sarif.out()).contains("\"baselineState\": \"unchanged\"");

    // A finding the baseline does not list still fails.
    Path otherProgram = dir.resolve("three.rb");
    Files.writeString(otherProgram, Files.readString(Path.of(CheckCommandTest.TWO_LOCKS))
        .replace("B", "C"));
    Cli fresh = Cli.run("check", otherProgram.toString(), "--baseline", baseline.toString());
    assertThat(fresh.status()).isEqualTo(1);

    Cli bad = Cli.run("check", CheckCommandTest.TWO_LOCKS, "--baseline",
        dir.resolve("missing.sarif").toString());
    assertThat(bad.status()).isEqualTo(2);
    assertThat(bad.err().strip().lines()).hasSize(1);
  }

  @Test
  void badOptionsAreOneLineWithWhatIsAllowed() {
    Cli zero = Cli.run("check", CheckCommandTest.TWO_LOCKS, "--timeout", "0");
    assertThat(zero.status()).isEqualTo(2);
    assertThat(zero.err()).contains("--timeout must be a positive number");
    Cli unknown = Cli.run("check", CheckCommandTest.TWO_LOCKS, "--property", "nonsense");
    assertThat(unknown.status()).isEqualTo(2);
    assertThat(unknown.err()).contains("unknown property 'nonsense'",
        "deadlock, livelock, termination, races");
    assertThat(unknown.err().strip().lines()).hasSize(1);
    Cli noRoot = Cli.run("check", CheckCommandTest.TWO_LOCKS, "--format", "sarif",
        "--source-root", "/nope/such");
    assertThat(noRoot.status()).isEqualTo(2);
    assertThat(noRoot.err()).contains("--source-root /nope/such: no such folder");
    // a formula is still a formula (it holds: the program can deadlock)
    Cli formula = Cli.run("check", CheckCommandTest.TWO_LOCKS, "--property", "EF DEADLOCK");
    assertThat(formula.status()).as(formula.err()).isZero();
  }

  @Test
  void progressInALogIsPlainLinesAndAHeartbeat() throws Exception {
    StringWriter log = new StringWriter();
    ProgressLine p = new ProgressLine(new PrintWriter(log), true, false, "deadlock");
    p.onStage("load", "12 classes", 100);
    p.onStage("load", "13 classes", 150); // same stage, too soon: not shown
    p.onStage("translate", "40 methods", 900);
    p.finish();
    assertThat(log.toString()).doesNotContain("\r")
        .isEqualTo("petrify: deadlock: load: 12 classes, 0.1 s\n"
            + "petrify: deadlock: translate: 40 methods, 0.9 s\n");
    StringWriter tty = new StringWriter();
    ProgressLine t = new ProgressLine(new PrintWriter(tty), true, true, "deadlock");
    t.onStage("load", "12 classes", 100);
    t.finish();
    assertThat(tty.toString()).startsWith("\rpetrify: deadlock: load");
  }
}
