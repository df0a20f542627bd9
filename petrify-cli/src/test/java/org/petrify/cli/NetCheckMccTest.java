package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.testing.Mcc;

/**
 * {@code net-check --mcc-xml} end to end on a few small instances of {@code <shared>/mcc}: every
 * examination file, POR on and off, one shared session per run; every line must carry the
 * oracle's answer. Skips when the shared data is absent.
 */
class NetCheckMccTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"ERK-PT-000001", "Angiogenesis-PT-01", "DoubleExponent-PT-001",
      "NeoElection-PT-2", "LamportFastMutEx-PT-2", "Railroad-PT-005"})
  void everyAnswerIsTheOracles(String instance) {
    MccAnswers oracle = Mcc.answers(instance);
    String net = Mcc.modelFile(instance).toString();
    for (String examination : Mcc.EXAMINATIONS) {
      String queries = Mcc.queryFile(instance, examination).toString();
      for (boolean por : List.of(true, false)) {
        Cli r = por ? Cli.run("net-check", net, "--mcc-xml", queries)
            : Cli.run("net-check", net, "--mcc-xml", queries, "--no-por");
        assertThat(r.status()).as("%s %s por=%s: %s", instance, examination, por, r.err())
            .isZero();
        Map<String, String> got = new LinkedHashMap<>();
        for (String line : r.out().lines().toList()) {
          String[] f = line.split(" ");
          assertThat(f[0]).isEqualTo("FORMULA");
          got.put(f[1], f[2]);
        }
        Map<String, String> expected = new LinkedHashMap<>();
        oracle.answers().forEach((id, answer) -> {
          if (id.startsWith(instance + "-" + examination + "-")) {
            expected.put(id, answer);
          }
        });
        assertThat(expected).isNotEmpty();
        assertThat(got).as("%s por=%s", examination, por).containsAllEntriesOf(expected);
        assertThat(r.err().lines().filter(l -> l.startsWith("petrify: " + instance)).count())
            .as("one statistics line per formula").isEqualTo(got.size());
      }
    }
  }
}
