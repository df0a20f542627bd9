package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks the race corpus itself, independent of any analysis: enough programs, a race-free
 * twin for every racing program, the seed's Program 1, and declarations that are well formed
 * and point at source lines that really access the declared location.
 */
class RaceCorpusDiscoveryTest {
    static final Path SOURCES = Path.of("src/main/java");

    static List<CorpusProgram> programs() {
        return CorpusProgram.withRaces();
    }

    @Test
    void thereAreAtLeastTwentyRaceProgramsWithTheSeedsProgramOne() {
        assertThat(programs()).hasSizeGreaterThanOrEqualTo(20);
        assertThat(programs()).anyMatch(p -> p.races().source().equals("seed 001 Program 1"));
    }

    @Test
    void everyRacingProgramHasARaceFreeTwinAndEveryTwinAnOriginal() {
        Map<String, CorpusProgram> byName = programs().stream()
                .collect(Collectors.toMap(CorpusProgram::name, Function.identity()));
        for (CorpusProgram p : programs()) {
            if (p.isTwin()) {
                assertThat(p.races().value()).as("races of twin " + p).isEmpty();
                String original = p.name().substring(0, p.name().length() - ".fixed".length());
                assertThat(byName).as("original of " + p).containsKey(original);
                assertThat(byName.get(original).races().value()).as("races of " + original).isNotEmpty();
            } else if (p.races().value().length > 0) {
                assertThat(byName).as("twin of " + p).containsKey(p.name() + ".fixed");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void declarationsAreWellFormedAndPointAtAccesses(CorpusProgram program) throws IOException {
        ExpectedRaces expected = ExpectedRaces.of(program.races());
        assertThat(expected.all()).containsAll(expected.notInRuns()).containsAll(expected.notConfirmable());
        assertThat(expected.runs()).isNotEmpty();
        Path source = SOURCES.resolve(program.mainClass().replace('.', '/') + ".java");
        List<String> lines = Files.readAllLines(source);
        for (String key : expected.all()) {
            Matcher m = ExpectedRaces.parse(key);
            String location = m.group("location");
            int first = Integer.parseInt(m.group("l1"));
            int second = Integer.parseInt(m.group("l2"));
            assertThat(first).as("accesses ordered by line in " + key).isLessThanOrEqualTo(second);
            if (first == second) {
                assertThat(m.group("a1").compareTo(m.group("a2"))).as("read before write in " + key)
                        .isLessThanOrEqualTo(0);
            }
            assertThat(m.group("f1")).isEqualTo("Main.java");
            assertThat(m.group("f2")).isEqualTo("Main.java");
            String token = location.contains("[]@") ? "[" : location.substring(location.lastIndexOf('.') + 1);
            for (int line : new int[] {first, second}) {
                assertThat(line).as(key).isBetween(1, lines.size());
                String text = lines.get(line - 1);
                // an array's elements are also accessed by the JDK methods that take it (LibraryArrays),
                // and the internal state of a StringBuilder or collection by its methods (LibraryState)
                boolean library = location.contains("[]@")
                        && (text.contains("Arrays.") || text.contains("System.arraycopy"))
                        || location.endsWith(".$state") && text.contains("(");
                assertThat(text.contains(token) || library)
                        .as(key + ": line " + line + " '" + text.trim() + "' accesses " + token)
                        .isTrue();
            }
        }
    }
}
