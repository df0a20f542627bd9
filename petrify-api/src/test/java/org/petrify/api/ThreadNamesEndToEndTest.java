package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.NamedDeadlock;
import org.petrify.api.report.ReportJson;

/**
 * A deadlock report names the threads as the JVM does: the fixture runs on this JVM (each thread
 * prints {@code Thread.getName()} first, then two of them deadlock; the process is killed after
 * the names are read) and the report's blocked threads must carry exactly those names.
 */
class ThreadNamesEndToEndTest {

  @Test
  void theDeadlockReportNamesTheThreadsAsTheJvmDoes() throws Exception {
    Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(NamedDeadlock.class.getName())
        .deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    Explanation.Deadlock d = (Explanation.Deadlock) r.explanation().orElseThrow();
    Set<String> reported = new TreeSet<>();
    for (Explanation.BlockedThread t : d.threads()) {
      if (t.lock() != null) {
        reported.add(t.thread());
        assertThat(t.createdAt().className()).isEqualTo(NamedDeadlock.class.getName());
        assertThat(t.createdAt().line()).isPositive();
      }
    }
    List<String> printed = run(NamedDeadlock.class.getName(), 3);
    assertThat(printed).as("the program's output").hasSize(3);
    // The first printed name is the thread that ends; the other two deadlock.
    assertThat(printed).contains("Thread-0");
    Set<String> jvm = new TreeSet<>(printed);
    jvm.remove("Thread-0");
    assertThat(reported).as(r.text()).isEqualTo(jvm).containsExactly("Thread-1", "first");
    assertThat(r.text()).contains("\"first\" (created at " + NamedDeadlock.class.getName()
        + ".main(NamedDeadlock.java:");
    assertThat(r.witness()).extracting(Step::thread).contains("main", "first", "Thread-1")
        .doesNotContain("t0");
    assertThat(ReportJson.write(r)).contains("\"thread\": \"first\"", "\"createdAt\": {");
  }

  /** Runs a main class of the test classes and returns its first {@code lines} output lines. */
  private static List<String> run(String main, int lines) throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), "-cp", JavaProgramTest.classes().toString(),
        main).redirectErrorStream(true).start();
    List<String> out = new ArrayList<>();
    BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(),
        StandardCharsets.UTF_8));
    Thread reader = new Thread(() -> {
      try {
        String line;
        while (out.size() < lines && (line = in.readLine()) != null) {
          synchronized (out) {
            out.add(line);
          }
        }
      } catch (java.io.IOException e) {
        // the process was killed
      }
    });
    reader.start();
    reader.join(TimeUnit.SECONDS.toMillis(20));
    p.destroyForcibly();
    p.waitFor(10, TimeUnit.SECONDS);
    reader.join(TimeUnit.SECONDS.toMillis(5));
    synchronized (out) {
      return List.copyOf(out);
    }
  }
}
