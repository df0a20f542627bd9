package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code net-check} without picocli ({@link NetCheckFastPath}) against picocli: the same exit
 * status, stdout and stderr (timings blanked) on every argument list, and the fast path taken
 * exactly for the well-formed ones.
 */
class NetCheckFastPathTest {
  private static final String SYM = NetCheckCommandTest.SYM;
  private static final String ASYM_LOLA = NetCheckCommandTest.ASYM_LOLA;
  private static final String XML =
      NetCheckCommandTest.EXAMPLES.resolve("philosophers-5.queries.xml").toString();

  /** Argument lists the fast path takes (after "net-check"). */
  private static final List<List<String>> FAST = List.of(
      List.of(SYM, "--formula", "EF DEADLOCK"),
      List.of("--formula=EF DEADLOCK", SYM),
      List.of(ASYM_LOLA, "--formula", "EF DEADLOCK", "--no-por", "--no-reduce", "--search", "BFS"),
      List.of(ASYM_LOLA, "--search", "Interleaved", "--formula", "AG NOT DEADLOCK", "--debug"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--format", "json", "--workers", "1"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--format=JSON", "--search=bfs"),
      List.of(ASYM_LOLA, "--formula", "AG EF (eat_0 > 0)", "--formula", "EG (eat_0 = 0)",
          "--max-states", "10"),
      List.of(ASYM_LOLA, "--formula", "EF DEADLOCK", "--max-states", "3", "--no-por",
          "--no-reduce"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--timeout", "30", "--progress"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--timeout", ".5"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--timeout", "2.", "--max-states", "007"),
      List.of(SYM, "--mcc-xml", XML),
      List.of(SYM, "--formula", "EF (eat_9 > 0)"),
      List.of(SYM, "--formula", "EF (eat_9 > 0)", "--debug"),
      List.of(SYM, "--formula", "EF (eat_0 > "),
      List.of("no-such-file.net", "--formula", "EF DEADLOCK"),
      List.of(SYM, "--mcc-xml", "no-such-file.xml"));

  /** Argument lists left to picocli. */
  private static final List<List<String>> SLOW = List.of(
      List.of(),
      List.of("--help"),
      List.of("-h"),
      List.of("--version"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--help"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--workers", "0"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--workers", "-1"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--workers", "99999999999"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--max-states", "0"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--timeout", "0"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--timeout", "NaN"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--timeout", "1e1"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--search", "sideways"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--format", "xml"),
      List.of("--formula", "EF DEADLOCK"),
      List.of(SYM, SYM, "--formula", "EF DEADLOCK"),
      List.of(SYM),
      List.of(SYM, "--formula", "EF DEADLOCK", "--mcc-xml", XML),
      List.of(SYM, "--formula", "EF DEADLOCK", "--no-por", "--no-por"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--search", "dfs", "--search", "bfs"),
      List.of(SYM, "--formula"),
      List.of(SYM, "--formula", "--no-por"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--bogus"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--no-por=true"),
      List.of(SYM, "--formula", "EF DEADLOCK", "--"),
      List.of("@no-such-args-file"),
      List.of(SYM, "--formula", "EF DEADLOCK", ""));

  @Test
  void theFastPathTakesExactlyTheWellFormedArgumentLists() {
    for (List<String> a : FAST) {
      assertThat(NetCheckFastPath.parse(args(a))).as(a.toString()).isNotNull();
    }
    for (List<String> a : SLOW) {
      assertThat(NetCheckFastPath.parse(args(a))).as(a.toString()).isNull();
    }
  }

  @Test
  void bothPathsGiveTheSameOutputAndStatus() {
    List<List<String>> all = new ArrayList<>(FAST);
    all.addAll(SLOW);
    for (List<String> a : all) {
      Run fast = Run.of(args(a), true);
      Run picocli = Run.of(args(a), false);
      assertThat(fast).as(a.toString()).isEqualTo(picocli);
    }
  }

  @Test
  void picocliAgreesOnTheValuesTheFastPathParses() {
    // A value the fast path reads differently from picocli would show in the answer.
    Run json = Run.of(args(List.of(SYM, "--formula", "EF DEADLOCK", "--format=Json",
        "--search", "bFs")), true);
    assertThat(json.status()).isZero();
    assertThat(json.out()).contains("\"verdict\"");
    Run budget = Run.of(args(List.of(ASYM_LOLA, "--formula", "EF DEADLOCK", "--max-states", "3",
        "--no-por", "--no-reduce")), true);
    assertThat(budget.status()).isEqualTo(3);
    // Two workers search in a nondeterministic order: the answer only is compared.
    String[] two = args(List.of(SYM, "--formula", "EF DEADLOCK", "--workers", "2"));
    assertThat(NetCheckFastPath.parse(two).workers).isEqualTo(2);
    assertThat(Run.of(two, true).out()).isEqualTo(Run.of(two, false).out());
  }

  private static String[] args(List<String> a) {
    List<String> all = new ArrayList<>();
    all.add("net-check");
    all.addAll(a);
    return all.toArray(new String[0]);
  }

  /** One in-process run, timings blanked. */
  private record Run(int status, String out, String err) {
    static Run of(String[] args, boolean fastPath) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int status;
      try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
          PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
        status = Main.run(args, o, e, fastPath);
      }
      return new Run(status, blank(out.toString(StandardCharsets.UTF_8)),
          blank(err.toString(StandardCharsets.UTF_8)));
    }

    private static String blank(String s) {
      return s.replaceAll("\\d+ ms", "N ms")
          .replaceAll("[\\d.]+ bytes/state", "N bytes/state")
          .replaceAll("peak \\d+ MB", "peak N MB")
          .replaceAll("\"millis\"\\s*:\\s*\\d+", "\"millis\":N")
          .replaceAll("(?m)(^\\s+(at |\\.\\.\\. |Caused by).*\\R)+", "\\tat (stack)\n");
    }
  }
}
