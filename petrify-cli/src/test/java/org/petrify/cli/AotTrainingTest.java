package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The AOT cache's training runs: each must answer with status 0 (a failing run would train
 * the cache on an error path, and {@link AotTraining} then makes the launcher keep no cache),
 * and together they must read both input formats.
 */
class AotTrainingTest {
  private static final Path EXAMPLES = Path.of("../examples");

  @Test
  void everyTrainingRunAnswersOnBothInputFormats() {
    List<String[]> runs = AotTraining.runs(EXAMPLES);
    assertThat(runs).extracting(r -> r[1].substring(r[1].lastIndexOf('.')))
        .containsExactly(".net", ".pnml");
    List<Cli> results = runs.stream().map(Cli::run).toList();
    for (int i = 0; i < runs.size(); i++) {
      assertThat(results.get(i).status()).as(String.join(" ", runs.get(i)) + "\n"
          + results.get(i).err()).isZero();
      assertThat(results.get(i).out()).startsWith("FORMULA ");
    }
    assertThat(results.get(0).out()).isEqualTo("FORMULA formula-1 TRUE TECHNIQUES EXPLICIT"
        + " STRUCTURAL_REDUCTION STUBBORN_SETS\n"
        + "FORMULA formula-2 FALSE TECHNIQUES STRUCTURAL_REDUCTION STATE_EQUATION\n");
  }
}
