package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Runs, in a JVM of their own, every corpus program whose declared verdicts say the real program
 * always terminates (see {@link CorpusProgram#reallyTerminates()}), and checks that it exits
 * normally within a generous timeout. This keeps the corrected twins honest: a twin that can
 * really deadlock would hang here (with bad luck in scheduling; a pass is evidence, not proof).
 */
class CorpusRunTest {
    private static final int PARALLEL = 4;
    private static final long TIMEOUT_SECONDS = 60;

    @Test
    void everyTerminatingProgramTerminatesWhenRun() throws Exception {
        List<CorpusProgram> runnable = CorpusProgram.all().stream()
                .filter(CorpusProgram::reallyTerminates)
                .toList();
        assertThat(runnable).hasSizeGreaterThan(40);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = CorpusProgram.classpath().stream()
                .map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator));
        Map<String, String> failures = new LinkedHashMap<>();
        for (int from = 0; from < runnable.size(); from += PARALLEL) {
            List<CorpusProgram> batch = runnable.subList(from, Math.min(runnable.size(), from + PARALLEL));
            List<Process> processes = new ArrayList<>();
            for (CorpusProgram program : batch) {
                processes.add(new ProcessBuilder(java, "-Xmx64m", "-XX:TieredStopAtLevel=1", "-cp", classpath,
                        program.mainClass())
                        .redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .start());
            }
            for (int i = 0; i < batch.size(); i++) {
                Process process = processes.get(i);
                String outcome = await(process);
                if (outcome != null) {
                    failures.put(batch.get(i).name(), outcome);
                }
            }
        }
        assertThat(failures).as("programs that did not terminate normally").isEmpty();
    }

    private static String await(Process process) throws InterruptedException {
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return "still running after " + TIMEOUT_SECONDS + " s";
        }
        return process.exitValue() == 0 ? null : "exit code " + process.exitValue();
    }

}
