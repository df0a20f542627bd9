package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.api.Report;
import org.petrify.api.report.ReportSarif;
import org.petrify.api.report.SarifSchema;

/**
 * SARIF of deadlocking corpus programs (locks, wait/notify, join cycles, a JPF and a JaConTeBe
 * program) and of their fixed twins: every log is valid against the OASIS SARIF 2.1.0 schema, a
 * violation carries a code flow with a thread flow per thread that ends in the blocked
 * acquisitions, a twin has no failing result. The logs are written to {@code target/sarif/}.
 */
class CorpusSarifTest {
    private static final Path OUT = Path.of("target", "sarif");

    @ParameterizedTest
    @ValueSource(strings = {"jpf.banktransfer", "jada.classicdeadlock", "extra.joincycle",
        "extra.lostwakeup", "jacontebe.deadlock1"})
    void aDeadlockIsASchemaValidResultWithItsCodeFlow(String name) throws IOException {
        String sarif = sarif(name);
        assertThat(SarifSchema.violations(sarif)).as(sarif).isEmpty();
        assertThat(sarif).contains("\"ruleId\": \"deadlock\"", "\"codeFlows\"", "\"threadFlows\"",
            "\"executionOrder\"", "\"petrify/v1\"", "\"danger\"");
        assertThat(sarif.split("\"threadFlows\"")[1].split("\"id\":").length - 1)
            .as("thread flows").isGreaterThanOrEqualTo(2);
        String twin = sarif(name + ".fixed");
        assertThat(SarifSchema.violations(twin)).as(twin).isEmpty();
        assertThat(twin).doesNotContain("\"kind\": \"fail\"");
    }

    private static String sarif(String name) throws IOException {
        CorpusProgram program = CorpusProgram.load("corpus." + name + ".Main");
        Report r = program.analysis().mainClass(program.mainClass())
            .maxStates(2_000_000).timeout(Duration.ofSeconds(60)).deadlock();
        String sarif = ReportSarif.write(r);
        Files.createDirectories(OUT);
        Files.writeString(OUT.resolve(name + ".sarif"), sarif);
        return sarif;
    }
}
