package org.petrify.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.io.NetFiles;

/**
 * One full exploration of the asymmetric philosophers with {@code w} depth-first workers, for
 * timing as a whole process (issue 21, item 2; {@link ParallelExplorationBenchmark} is the JMH
 * form): stubborn sets and structural reduction off, as there. Prints the verdict, states,
 * edges, the process CPU time and the wall time of the check, then the wall time of each phase
 * of the process: from the JVM's start to {@code main}, building the net, the check's own work
 * before and after its search (setup and the final count), and the search
 * ({@link org.petrify.checker.Statistics#millis}); the first three are serial whatever the
 * number of workers. In place of N, a net file
 * (LoLA, PNML or PNML.gz) is explored the same way.
 *
 * <p>With {@code --threads} (Linux only), also the user and system CPU seconds and the minor
 * page faults of the process's threads by kind over the whole process: the search's workers
 * ({@code main} and {@code petrify-search-*}, each), the garbage collector, the JIT compilers
 * and the rest.
 * The threads' times are read from {@code /proc/self/task} every 20 ms by a daemon thread
 * (a worker's last reading is at most 20 ms old when it ends; the reader's own system time
 * counts under the rest), so that the workers' own CPU can be told from the JVM's.
 *
 * <pre>
 * java -Xmx6g -XX:+UseParallelGC -cp bench/target/benchmarks.jar \
 *     org.petrify.bench.ParallelExplorationFigures 18 2
 * java -Xmx2g -XX:+UseParallelGC -cp bench/target/benchmarks.jar \
 *     org.petrify.bench.ParallelExplorationFigures ../shared/mcc-large/models/Railroad-PT-010.pnml.gz 1
 * </pre>
 *
 * <p>The parallel collector's young collections copy the search's live arrays into fresh
 * old-generation memory while the workers are stopped, which with huge pages
 * ({@code -XX:+UseTransparentHugePages}) is mostly page faults: serial time that two workers
 * cannot share. For the launcher's setting, leave out {@code -XX:+UseParallelGC} (G1) and pass
 * {@code -XX:+UseTransparentHugePages -XX:InitialRAMPercentage=4.17}; {@code --threads} shows each kind of thread's user and
 * system seconds and page faults (bench/figures/engine-figures.md).
 */
public final class ParallelExplorationFigures {
  private ParallelExplorationFigures() {}

  public static void main(String[] args) throws IOException {
    boolean threads = args.length == 3 && args[2].equals("--threads");
    if (args.length != 2 && !threads) {
      System.err.println("usage: ParallelExplorationFigures N|NET-FILE WORKERS [--threads]");
      System.exit(2);
    }
    ThreadTimes times = threads ? ThreadTimes.start() : null;
    long main0 = System.nanoTime();
    long jvmMillis = ManagementFactory.getRuntimeMXBean().getUptime();
    PetriNet net = args[0].matches("\\d+") ? Philosophers.asymmetric(Integer.parseInt(args[0]))
        : NetFiles.read(Path.of(args[0]));
    int workers = Integer.parseInt(args[1]);
    var os = (com.sun.management.OperatingSystemMXBean)
        ManagementFactory.getOperatingSystemMXBean();
    long cpu0 = os.getProcessCpuTime();
    long wall0 = System.nanoTime();
    CheckResult r = ModelChecker.of(net).options(CheckOptions.defaults()
        .withPartialOrderReduction(false).withStructuralReduction(false).withWorkers(workers))
        .explore();
    long wall1 = System.nanoTime();
    System.out.printf(Locale.ROOT, "%s states %d edges %d cpu %.2f wall %.2f%n", r.verdict(),
        r.statistics().states(), r.statistics().edges(), (os.getProcessCpuTime() - cpu0) / 1e9,
        (wall1 - wall0) / 1e9);
    System.out.printf(Locale.ROOT,
        "phases (s): jvm to main %.3f, net %.3f, check before and after the search %.3f,"
            + " search %.3f%n", jvmMillis / 1e3, (wall0 - main0) / 1e9,
        (wall1 - wall0) / 1e9 - r.statistics().millis() / 1e3, r.statistics().millis() / 1e3);
    if (times != null) {
      System.out.println(times.summary());
    }
  }

  /**
   * The last CPU times (user, system) and minor page faults read per thread of this process
   * (Linux {@code /proc}).
   */
  private static final class ThreadTimes implements Runnable {
    private final Map<String, long[]> readingByThread = new ConcurrentHashMap<>();
    private final long ticksPerSecond = 100;

    static ThreadTimes start() {
      ThreadTimes t = new ThreadTimes();
      Thread reader = new Thread(t, "thread-times");
      reader.setDaemon(true);
      reader.start();
      return t;
    }

    @Override
    public void run() {
      while (true) {
        read();
        try {
          Thread.sleep(20);
        } catch (InterruptedException e) {
          return;
        }
      }
    }

    /** Reads utime, stime and minflt of every thread, keyed by thread id and name. */
    private void read() {
      try (var tasks = Files.list(Path.of("/proc/self/task"))) {
        tasks.forEach(task -> {
          try {
            String stat = Files.readString(task.resolve("stat"));
            int close = stat.lastIndexOf(')');
            String name = stat.substring(stat.indexOf('(') + 1, close);
            String[] f = stat.substring(close + 2).split(" ");
            long[] reading = {Long.parseLong(f[11]), Long.parseLong(f[12]), Long.parseLong(f[7])};
            readingByThread.put(task.getFileName() + " " + name, reading);
          } catch (IOException | RuntimeException e) {
            // The thread ended between the listing and the read.
          }
        });
      } catch (IOException e) {
        // No /proc: nothing to report.
      }
    }

    String summary() {
      read();
      Map<String, long[]> kinds = new TreeMap<>();
      StringBuilder workers = new StringBuilder();
      for (var e : new TreeMap<>(readingByThread).entrySet()) {
        String name = e.getKey().substring(e.getKey().indexOf(' ') + 1);
        String kind = name.equals("java") || name.startsWith("petrify-search") ? "workers"
            : name.startsWith("GC Thread") || name.equals("VM Thread") ? "gc+vm"
            : name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler") ? "jit" : "other";
        long[] r = e.getValue();
        long[] sum = kinds.computeIfAbsent(kind, k -> new long[3]);
        for (int i = 0; i < 3; i++) {
          sum[i] += r[i];
        }
        if (kind.equals("workers") && r[0] + r[1] > 0) {
          workers.append(' ').append(name).append('=').append(times(r));
        }
      }
      StringBuilder s = new StringBuilder("threads cpu (user/sys s, minor faults)");
      kinds.forEach((k, r) -> s.append(' ').append(k).append(' ').append(times(r)));
      return s.append(" |").append(workers).toString();
    }

    private String times(long[] r) {
      return String.format(Locale.ROOT, "%.2f/%.2f/%d", r[0] / (double) ticksPerSecond,
          r[1] / (double) ticksPerSecond, r[2]);
    }
  }
}
