package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code petrify check --property races} on rb programs: text, JSON, SARIF and exit codes. */
class RacesCommandTest {
  static final String RACE = CheckCommandTest.RB.resolve("race.rb").toString();

  /**
   * One thread variable forked twice, so two instances of {@code w} share a control place: the
   * net is not safe, and a state budget of 2 leaves the race search undecided.
   */
  static final String FORKED_TWICE = """
        main main
        proc main {
          m0: fork w t1
          m1: fork w t1
          m2: acquire L
          m3: release L
        }
        proc w {
          w0: acquire L
          w1: write x
          w2: release L
        }
        """;

  @Test
  void aRaceExitsWithOneAndIsReportedInEveryFormat() {
    Cli text = Cli.run("check", RACE, "--property", "races");
    assertThat(text.status()).as(text.err()).isEqualTo(1);
    assertThat(text.out()).contains("races: VIOLATED", "3 data races",
        "WARNING: data race on field `count` between `t1`", "Interleaving that enables both");
    Cli json = Cli.run("check", RACE, "--property", "races", "--format", "json");
    assertThat(json.status()).isEqualTo(1);
    assertThat(json.out()).contains("\"races\"", "\"location\": \"count\"", "\"access\": \"write\"");
    Cli sarif = Cli.run("check", RACE, "--property", "races", "--format", "sarif");
    assertThat(sarif.status()).isEqualTo(1);
    assertThat(sarif.out()).contains("data-race");
    Cli noPor = Cli.run("check", RACE, "--property", "races", "--no-por");
    assertThat(noPor.status()).isEqualTo(1);
  }

  @Test
  void withBothThreadsLockedThereIsNoRace(@TempDir Path dir) throws IOException {
    Path fixed = dir.resolve("race-fixed.rb");
    Files.writeString(fixed, Files.readString(Path.of(RACE))
        .replace("  d0: read count\n  d1: write count\n",
            "  d0: acquire L\n  d1: read count\n  d2: write count\n  d3: release L\n"));
    Cli r = Cli.run("check", fixed.toString(), "--property", "races");
    assertThat(r.status()).as(r.out() + r.err()).isEqualTo(0);
    assertThat(r.out()).contains("races: HOLDS");
  }

  @Test
  void aTinyStateBudgetOnAnUnsafeNetIsInconclusive(@TempDir Path dir) throws IOException {
    Path twice = dir.resolve("twice.rb");
    Files.writeString(twice, FORKED_TWICE);
    Cli r = Cli.run("check", twice.toString(), "--property", "races", "--max-states", "2");
    assertThat(r.status()).as(r.out() + r.err()).isEqualTo(3);
    assertThat(r.out()).contains("INCONCLUSIVE");
  }
}
