package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.petrify.api.Report;
import org.petrify.api.Step;
import org.petrify.api.StepKind;

/**
 * Deadlock witnesses of corpus programs that do much work outside the concurrency skeleton
 * (field arithmetic in deep call chains, set-up before the threads start) fit on a screen:
 * the text report's interleaving has every lock, start and join step and at most a few lines,
 * the rest summarised.
 */
class WitnessLinesCorpusTest {

    // jada.philtablep: since argument variants each diner's first course is decided (eat(3)),
    // and the search's witness lets every diner eat twice before the cycle (70 lines, was 21)
    @ParameterizedTest(name = "{0}")
    @CsvSource({"size.interleaving, 50, 12", "variants.philtable, 80, 25",
            "jada.philtablep, 60, 75"})
    void theInterleavingKeepsTheSkeletonAndSummarisesTheRest(String name, int minSteps,
            int maxLines) {
        CorpusProgram p = CorpusProgram.load("corpus." + name + ".Main");
        // On the whole program: the concurrency skeleton slices most of that work away already
        // (its witnesses are short by themselves), and the summary is what is tested here.
        Report r = p.analysis().mainClass(p.mainClass()).skeleton(false)
                .deadlock();
        assertThat(r.violated()).isTrue();
        String text = r.text();
        String section = text.substring(text.indexOf("Interleaving that leads there:\n"));
        List<String> lines = Arrays.stream(section.substring(section.indexOf('\n') + 1)
                .split("\n")).takeWhile(l -> l.startsWith("  ")).toList();
        System.out.println(name + ": " + r.witness().size() + " steps, " + lines.size()
                + " lines");
        assertThat(r.witness().size()).isGreaterThanOrEqualTo(minSteps);
        assertThat(lines.size()).isLessThanOrEqualTo(maxLines);
        for (Step s : r.witness()) {
            if (s.kind().isSkeleton()) {
                assertThat(lines).contains("  " + s);
            }
        }
        assertThat(r.witness()).anyMatch(s -> s.kind() == StepKind.LOCK);
        assertThat(lines).anyMatch(l -> l.startsWith("  … "));
        // The explanation (who holds what, who waits for what) is the same either way.
        String full = r.withFullWitness(true).text();
        assertThat(full.substring(0, full.indexOf("Interleaving that leads there:")))
                .isEqualTo(text.substring(0, text.indexOf("Interleaving that leads there:")));
    }

    /** The flag a guarded wait tests is part of the skeleton: its test and its write are shown. */
    @org.junit.jupiter.api.Test
    void theFlagOfAGuardedWaitIsShown() {
        CorpusProgram p = CorpusProgram.load("corpus.values.guardedwait.Main");
        Report r = p.analysis().mainClass(p.mainClass()).deadlock();
        assertThat(r.violated()).isTrue();
        assertThat(r.witness()).filteredOn(s -> s.kind() == StepKind.TRACKED_TEST)
                .isNotEmpty().allMatch(s -> s.subject().endsWith(".ready"));
        assertThat(r.witness()).filteredOn(s -> s.kind() == StepKind.TRACKED_WRITE)
                .isNotEmpty().allMatch(s -> s.subject().endsWith(".ready"));
        assertThat(r.text()).contains("ready is false", "ready := true");
    }
}
