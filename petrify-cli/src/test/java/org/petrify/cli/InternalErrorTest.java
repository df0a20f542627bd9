package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.petrify.api.fixtures.TransferDeadlock;
import org.petrify.ir.stage.InjectedFault;

/**
 * The error contract of every command: a failure injected in a named stage (the hidden
 * {@value InjectedFault#PROPERTY} property) ends with status 70 and one line naming the stage,
 * whatever was thrown (exceptions and Errors alike), never 1 (VIOLATED) and never a stack
 * trace; running out of memory ends INCONCLUSIVE (3).
 */
class InternalErrorTest {
  static final String CLASSES = classes();
  static final String MAIN = TransferDeadlock.class.getName();
  static final String NET = NetCheckCommandTest.EXAMPLES.resolve("philosophers-5.net").toString();

  static String classes() {
    try {
      return Path.of(TransferDeadlock.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @AfterEach
  void clear() {
    System.clearProperty(InjectedFault.PROPERTY);
  }

  static Cli withFault(String fault, String... args) {
    System.setProperty(InjectedFault.PROPERTY, fault);
    try {
      return Cli.run(args);
    } finally {
      System.clearProperty(InjectedFault.PROPERTY);
    }
  }

  @ParameterizedTest(name = "check, {0} in stage {1}")
  @CsvSource({"exception,load", "exception,translate", "exception,encode", "exception,check",
      "stackoverflow,translate", "assertion,load", "linkage,encode", "stackoverflow,check",
      "assertion,check"})
  void checkEndsWith70AndOneLineNamingTheStage(String kind, String stage) {
    Cli r = withFault(stage + ":" + kind, "check", CLASSES, "--main", MAIN, "--property",
        "deadlock");
    assertThat(r.status()).as(r.err()).isEqualTo(70);
    assertThat(r.oneErrorLine()).as(r.err()).isTrue();
    assertThat(r.err()).startsWith("petrify: internal error in stage " + stage + ": ")
        .contains("injected fault in stage " + stage);
    assertThat(r.out()).doesNotContain("VIOLATED", "HOLDS");
  }

  @Test
  void withoutTheFaultTheSameCheckIsViolated() {
    Cli r = Cli.run("check", CLASSES, "--main", MAIN, "--property", "deadlock");
    assertThat(r.status()).isEqualTo(1);
  }

  @Test
  void rbAndNetNameTheirStageToo() {
    for (String command : List.of("rb", "net")) {
      Cli r = withFault("translate:stackoverflow", command, CLASSES, "--main", MAIN);
      assertThat(r.status()).as(command + ": " + r.err()).isEqualTo(70);
      assertThat(r.oneErrorLine()).isTrue();
      assertThat(r.err()).startsWith("petrify: internal error in stage translate: "
          + "java.lang.StackOverflowError");
    }
  }

  @Test
  void outOfMemoryInTheCheckIsInconclusive() {
    Cli r = withFault("check:outofmemory", "check", CLASSES, "--main", MAIN, "--property",
        "deadlock");
    assertThat(r.status()).as(r.err()).isEqualTo(3);
    assertThat(r.out()).contains("INCONCLUSIVE", "out of memory");
    assertThat(r.err()).doesNotContain("\tat ");
  }

  @ParameterizedTest(name = "net-check, {0} in stage {1}")
  @CsvSource({"exception,parse", "stackoverflow,parse", "exception,check", "assertion,check"})
  void netCheckEndsWith70AndOneLineNamingTheStage(String kind, String stage) {
    Cli r = withFault(stage + ":" + kind, "net-check", NET, "--formula", "EF DEADLOCK");
    assertThat(r.status()).as(r.err()).isEqualTo(70);
    assertThat(r.err()).doesNotContain("\tat ");
    assertThat(r.err().strip().lines().filter(l -> l.contains("internal error")).toList())
        .isNotEmpty().allMatch(l -> l.contains("internal error in stage " + stage + ": "));
    assertThat(r.err().strip().lines().reduce((a, b) -> b).orElseThrow())
        .startsWith("petrify: internal error in stage " + stage);
  }

  @Test
  void netCheckOutOfMemoryIsInconclusive() {
    Cli check = withFault("check:outofmemory", "net-check", NET, "--formula", "EF DEADLOCK");
    assertThat(check.status()).as(check.err()).isEqualTo(3);
    assertThat(check.out()).contains("CANNOT_COMPUTE");
    Cli parse = withFault("parse:outofmemory", "net-check", NET, "--formula", "EF DEADLOCK");
    assertThat(parse.status()).as(parse.err()).isEqualTo(3);
    assertThat(parse.oneErrorLine()).isTrue();
    assertThat(parse.err()).contains("out of memory");
  }

  /**
   * Parsing is under the deadline too: a net of 120,000 places with a 50 ms timeout ends
   * INCONCLUSIVE in stage parse, in one line, long before it could be read whole.
   */
  @Test
  void netCheckParsingIsUnderTheTimeout(@org.junit.jupiter.api.io.TempDir Path dir)
      throws java.io.IOException {
    Path big = dir.resolve("big.net");
    int n = 30_000;
    StringBuilder s = new StringBuilder("PLACE\n  SAFE : ");
    for (int i = 0; i < n; i++) {
      s.append(i == 0 ? "" : ", ").append("think_").append(i).append(", wait_").append(i)
          .append(", eat_").append(i).append(", fork_").append(i);
    }
    s.append(";\nMARKING\n  ");
    for (int i = 0; i < n; i++) {
      s.append(i == 0 ? "" : ", ").append("think_").append(i).append(" : 1, fork_").append(i)
          .append(" : 1");
    }
    s.append(";\n");
    for (int i = 0; i < n; i++) {
      int j = (i + 1) % n;
      s.append("TRANSITION take_").append(i).append("\n  CONSUME think_").append(i)
          .append(" : 1, fork_").append(i).append(" : 1, fork_").append(j)
          .append(" : 1;\n  PRODUCE eat_").append(i).append(" : 1;\n");
      s.append("TRANSITION rel_").append(i).append("\n  CONSUME eat_").append(i)
          .append(" : 1;\n  PRODUCE think_").append(i).append(" : 1, fork_").append(i)
          .append(" : 1, fork_").append(j).append(" : 1;\n");
    }
    java.nio.file.Files.writeString(big, s);
    long t0 = System.nanoTime();
    Cli r = Cli.run("net-check", big.toString(), "--formula", "EF DEADLOCK", "--timeout",
        "0.05");
    assertThat(r.status()).as(r.err()).isEqualTo(3);
    assertThat(r.oneErrorLine()).as(r.err()).isTrue();
    assertThat(r.err()).contains("timeout of 50 ms reached in stage parse");
    assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(5_000);
    Cli whole = Cli.run("net-check", big.toString(), "--formula", "EF DEADLOCK", "--timeout",
        "60", "--max-states", "1000");
    assertThat(whole.err()).doesNotContain("stage parse");
  }
}
