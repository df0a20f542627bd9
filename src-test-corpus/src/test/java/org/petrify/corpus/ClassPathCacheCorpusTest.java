package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.petrify.api.Analysis;
import org.petrify.api.ClassPathCache;
import org.petrify.api.Petrify;
import org.petrify.api.Report;

/**
 * A corpus program analysed on a class path kept by a {@link ClassPathCache} after fifty other
 * programs of that class path gets the report it gets alone ({@link Petrify#analyze}), the
 * same text but for the stage times.
 */
class ClassPathCacheCorpusTest {
    private static final List<String> PROGRAMS = List.of("jada.classicdeadlock",
            "juc.cfchain.fixed", "kotlin.classicdeadlock");

    @Test
    void aProgramGetsTheReportItGetsAloneAfterFiftyOthers() {
        List<CorpusProgram> all = CorpusProgram.all().stream()
                .filter(p -> p.expect() != null).toList();
        ClassPathCache cache = ClassPathCache.keeping(2);
        for (CorpusProgram p : all.subList(0, 50)) {
            cache.analyze(p.classpath()).mainClass(p.mainClass()).maxStates(100_000)
                    .timeout(Duration.ofSeconds(20)).deadlock();
        }
        for (CorpusProgram p : all) {
            if (!PROGRAMS.contains(p.name())) {
                continue;
            }
            for (Function<Analysis, Report> query : List.<Function<Analysis, Report>>of(
                    Analysis::deadlock, Analysis::termination)) {
                String alone = text(query.apply(limits(Petrify.analyze(p.classpath()), p)));
                String after = text(query.apply(limits(cache.analyze(p.classpath()), p)));
                assertThat(after).as(p.name()).isEqualTo(alone);
            }
        }
    }

    private static Analysis limits(Analysis a, CorpusProgram p) {
        return a.mainClass(p.mainClass()).maxStates(1_000_000).timeout(Duration.ofSeconds(60));
    }

    /** The report's text without its times. */
    private static String text(Report r) {
        return r.text().replaceAll("[0-9]+ ms", "_ ms");
    }
}
