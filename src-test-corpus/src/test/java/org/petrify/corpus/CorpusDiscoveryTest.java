package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks the corpus itself, independent of the analysis: every program is found, launchable and
 * declares verdicts that are consistent with each other, and the 39 programs of the Petrify
 * paper's Tab. 2 are all present, each deadlocking one with a corrected twin.
 */
class CorpusDiscoveryTest {

    /** The rows of the paper's Tab. 2, as written in {@link Expect#paper()}. */
    static final Set<String> PAPER_ROWS = Set.of(
            "JPF BankTransfer", "JPF DiningPhil",
            "JaDA AnythingTest", "JaDA BuildNetwork", "JaDA Chord", "JaDA ClassicDeadlock",
            "JaDA ClassicPhil", "JaDA DanglingThreads", "JaDA DeadlockTwo", "JaDA GuardedLocks",
            "JaDA MayNotHappenInParallel", "JaDA NetworkAllP", "JaDA PhilTableP", "JaDA SimpleWhile",
            "JaDA StaticFields", "JaDA SynchMethod",
            "JaConTeBe Deadlock1", "JaConTeBe Deadlock2",
            "variants ClassicDeadlockN", "variants PhilTable", "variants Records",
            "variants Sealedclasses", "variants Switch", "variants VirtualThreads", "variants Yield",
            "size Chordv2", "size DeeperContextDeadlock", "size DiningPhilP8T", "size InnerThreads",
            "size Interleaving", "size JoinUnderLock", "size Nested200T2", "size RecJoin",
            "size RecUnbounded", "size RecursiveJoinUnderLock", "size WhileCnt2N2T",
            "Kotlin Chord", "Kotlin ClassicDeadlock", "Kotlin When");

    /** The paper counts three correct programs among the 39; these are ours (see DanglingThreads). */
    static final Set<String> PAPER_CORRECT =
            Set.of("JaDA GuardedLocks", "JaDA MayNotHappenInParallel", "JaDA DanglingThreads");

    static List<CorpusProgram> programs() {
        return CorpusProgram.withVerdicts();
    }

    static List<CorpusProgram> allPrograms() {
        return CorpusProgram.all();
    }

    @Test
    void everyRowOfTheTableIsPresentOnce() {
        Map<String, Long> rows = programs().stream()
                .map(p -> p.expect().paper())
                .filter(s -> !s.isEmpty())
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        assertThat(rows.keySet()).containsExactlyInAnyOrderElementsOf(PAPER_ROWS);
        assertThat(rows.values()).allMatch(n -> n == 1);
    }

    @Test
    void thePaperHasThreeCorrectAndThirtySixDeadlockingPrograms() {
        Set<String> correct = programs().stream()
                .filter(p -> !p.expect().paper().isEmpty() && p.expect().deadlock() == HOLDS)
                .map(p -> p.expect().paper())
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(correct).containsExactlyInAnyOrderElementsOf(PAPER_CORRECT);
    }

    @Test
    void everyDeadlockingProgramHasADeadlockFreeTwin() {
        Map<String, CorpusProgram> byName = programs().stream()
                .collect(Collectors.toMap(CorpusProgram::name, Function.identity()));
        for (CorpusProgram p : programs()) {
            if (p.expect().deadlock() == VIOLATED) {
                CorpusProgram twin = byName.get(p.name() + ".fixed");
                assertThat(twin).as("twin of " + p).isNotNull();
                assertThat(twin.expect().deadlock().inTheModel()).as("deadlock verdict of " + twin)
                        .isEqualTo(HOLDS);
            }
            if (p.isTwin()) {
                String original = p.name().substring(0, p.name().length() - ".fixed".length());
                assertThat(byName).as("original of " + p).containsKey(original);
                assertThat(p.expect().paper()).as("a twin is not a row of the table").isEmpty();
            }
        }
    }

    @Test
    void kotlinProgramsAreCompiledByKotlinc() {
        assertThat(programs().stream().filter(CorpusProgram::isKotlin))
                .hasSize(6)
                .allMatch(p -> p.type().isAnnotationPresent(kotlin.Metadata.class));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("allPrograms")
    void hasAMainMethod(CorpusProgram program) {
        assertThat(program.hasMain()).as(program.mainClass() + " has a main method").isTrue();
    }

    /**
     * The five verdicts are not independent: a reachable deadlock is a run that does not terminate;
     * a program that always terminates has no infinite run; with neither deadlock nor infinite run
     * every run terminates, unless the idle workers of a pool that is never shut down keep the JVM
     * alive ({@link CorpusProgram#keepsJvmAlive}); fairness only removes runs; and where fairness changes a verdict, the
     * program must say why.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void verdictsAreConsistent(CorpusProgram program) {
        Expect declared = program.expect();
        ModelVerdicts e = new ModelVerdicts(declared);
        if (e.deadlock() == VIOLATED) {
            assertThat(e.termination()).as("deadlock ⇒ termination violated").isEqualTo(VIOLATED);
            assertThat(e.terminationFair()).as("deadlock ⇒ fair termination violated").isEqualTo(VIOLATED);
        }
        if (e.termination() == HOLDS) {
            assertThat(e.livelock()).as("termination ⇒ no livelock").isEqualTo(HOLDS);
        }
        if (e.terminationFair() == HOLDS) {
            assertThat(e.livelockFair()).as("fair termination ⇒ no fair livelock").isEqualTo(HOLDS);
        }
        if (e.deadlock() == HOLDS && e.livelock() == HOLDS && !program.keepsJvmAlive()) {
            assertThat(e.termination()).as("no deadlock, no livelock ⇒ termination").isEqualTo(HOLDS);
        }
        if (e.deadlock() == HOLDS && e.livelockFair() == HOLDS && !program.keepsJvmAlive()) {
            assertThat(e.terminationFair()).as("no deadlock, no fair livelock ⇒ fair termination")
                    .isEqualTo(HOLDS);
        }
        if (e.terminationFair() == VIOLATED) {
            assertThat(e.termination()).as("fairness only removes runs").isEqualTo(VIOLATED);
        }
        if (e.livelockFair() == VIOLATED) {
            assertThat(e.livelock()).as("fairness only removes runs").isEqualTo(VIOLATED);
        }
        if (e.termination() != e.terminationFair() || e.livelock() != e.livelockFair()) {
            assertThat(declared.note()).as("a verdict that depends on fairness needs a note")
                    .isNotBlank();
        }
        boolean declaresInconclusive = java.util.stream.Stream.of(declared.deadlock(),
                declared.termination(), declared.terminationFair(), declared.livelock(),
                declared.livelockFair()).anyMatch(v -> v == Expected.INCONCLUSIVE);
        if (declaresInconclusive) {
            assertThat(declared.note()).as(program + " declares an INCONCLUSIVE verdict: its note"
                    + " must say what is not modelled").containsIgnoringCase("not modelled");
        }
    }

    /**
     * The verdicts the model must get (an INCONCLUSIVE declaration holds in the model): the
     * consistency rules are rules about the model's runs.
     */
    private record ModelVerdicts(Expected deadlock, Expected termination,
            Expected terminationFair, Expected livelock, Expected livelockFair) {
        ModelVerdicts(Expect e) {
            this(e.deadlock().inTheModel(), e.termination().inTheModel(),
                    e.terminationFair().inTheModel(), e.livelock().inTheModel(),
                    e.livelockFair().inTheModel());
        }
    }
}
