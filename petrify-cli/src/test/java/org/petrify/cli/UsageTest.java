package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Usage errors and missing inputs: one line on stderr, exit status 2, for every command. */
class UsageTest {
  @TempDir Path dir;

  @Test
  void noCommandIsAUsageError() {
    Cli r = Cli.run();
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().strip()).isEqualTo("petrify: missing command (try petrify --help)");
    assertThat(r.oneErrorLine()).isTrue();
  }

  @Test
  void helpListsEveryCommandAndExitsZero() {
    Cli r = Cli.run("--help");
    assertThat(r.status()).isZero();
    assertThat(r.out()).contains("check", "rb", "net", "net-check");
    for (String command : new String[] {"check", "rb", "net", "net-check"}) {
      Cli sub = Cli.run(command, "--help");
      assertThat(sub.status()).as(command).isZero();
      assertThat(sub.out()).as(command).contains("Usage: petrify " + command);
    }
  }

  @Test
  void unknownCommandAndUnknownOption() {
    Cli r = Cli.run("frobnicate");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.oneErrorLine()).isTrue();
    Cli o = Cli.run("net-check", "x.net", "--formula", "EF DEADLOCK", "--frobnicate");
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).contains("--frobnicate");
    assertThat(o.oneErrorLine()).isTrue();
  }

  @Test
  void badOptionValues() {
    Path net = write("a.net", "PLACE p; MARKING p: 1; TRANSITION t CONSUME p: 1; PRODUCE p: 1;");
    for (String[] args : new String[][] {
        {"net-check", net.toString(), "--formula", "EF DEADLOCK", "--search", "sideways"},
        {"net-check", net.toString(), "--formula", "EF DEADLOCK", "--max-states", "-5"},
        {"net-check", net.toString(), "--formula", "EF DEADLOCK", "--max-states", "many"},
        {"net-check", net.toString(), "--formula", "EF DEADLOCK", "--timeout", "soon"},
        {"net-check", net.toString(), "--formula", "EF DEADLOCK", "--format", "xml"},
        {"net-check", net.toString()},
        {"net-check", net.toString(), "--formula", "EF DEADLOCK", "--mcc-xml", "q.xml"},
        {"check", dir.toString(), "--property", "deadlock", "--format", "xml"},
        {"check", dir.toString()},
        {"net", dir.toString(), "--format", "svg"},
    }) {
      Cli r = Cli.run(args);
      assertThat(r.status()).as(String.join(" ", args)).isEqualTo(2);
      assertThat(r.err()).as(String.join(" ", args)).startsWith("petrify: ");
      assertThat(r.oneErrorLine()).as(r.err()).isTrue();
      assertThat(r.out()).isEmpty();
    }
  }

  @Test
  void missingFilesAreNamed() {
    Path missing = dir.resolve("missing.net");
    Cli r = Cli.run("net-check", missing.toString(), "--formula", "EF DEADLOCK");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().strip()).isEqualTo("petrify: " + missing + ": no such file");
    for (String command : new String[] {"check", "rb", "net"}) {
      String[] args = command.equals("check")
          ? new String[] {command, missing.toString(), "--property", "deadlock"}
          : new String[] {command, missing.toString()};
      Cli c = Cli.run(args);
      assertThat(c.status()).as(command).isEqualTo(2);
      assertThat(c.err()).as(command).contains(missing.toString());
      assertThat(c.oneErrorLine()).as(c.err()).isTrue();
    }
  }

  @Test
  void aMissingMccFileIsNamed() {
    Path net = write("a.net", "PLACE p; MARKING p: 1; TRANSITION t CONSUME p: 1; PRODUCE p: 1;");
    Path missing = dir.resolve("nope.xml");
    Cli r = Cli.run("net-check", net.toString(), "--mcc-xml", missing.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().strip()).isEqualTo("petrify: " + missing + ": no such file");
  }

  private Path write(String name, String content) {
    try {
      return Files.writeString(dir.resolve(name), content);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void anUnknownCaveatKindIsAUsageErrorListingTheKinds() {
    Cli r = Cli.run("check", dir.toString(), "--main", "A", "--property", "deadlock",
        "--accept-unsound", "summary-lock,sumary-lock");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.oneErrorLine()).isTrue();
    assertThat(r.err()).startsWith("petrify: --accept-unsound: unknown caveat kind 'sumary-lock';")
        .contains("summary-lock, summary-thread", ", or all");
  }
}
