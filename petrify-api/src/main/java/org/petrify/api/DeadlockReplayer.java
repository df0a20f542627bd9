package org.petrify.api;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.petrify.api.replay.AgentReplayRun;
import org.petrify.api.replay.Confirmation;
import org.petrify.api.replay.ReplayInputException;
import org.petrify.ir.pointsto.JdkForkJoin;

/**
 * Replays a static deadlock witness on the JVM with the agent in enforcement mode
 * ({@code -javaagent:petrify-agent.jar=deadlock=PLAN}, see the agent's {@code DeadlockReplay}
 * for the rules and the plan format).
 *
 * <p>The witness is mapped to the agent's terms as follows. Threads: {@code t0} is the main
 * thread {@code main}; the k-th thread that a thread starts in the witness is its path plus
 * {@code .k} (the agent numbers the threads a thread starts in the same way at run time).
 * Steps: {@code lock} and {@code tryLock} (succeeding or failing) are acquisitions, except
 * re-entries (the witness's own lock depths tell them); {@code unlock} of the outermost hold is a
 * release (a class initialisation lock, {@code C.<clinit>}, is the JVM's own and left to it); {@code wait on} is an {@code Object.wait}; {@code notify}/{@code notifyAll} a
 * notification; each with the class, method and line of its origin. The puts, takes and polls
 * of FIFO queues are steps too, with the put whose item each take gets, reordered so that FIFO
 * hands each take that item ({@link QueueHandOffs}). Every other step (reads, writes, calls,
 * starts, joins, wake-ups, other counters) is left to the program, and so are the lock
 * operations at the positions where the skeleton dropped a thread-local or leaf lock ({@link
 * Explanation.Deadlock#droppedLockSites}): the witness has no step for them. Blocked threads:
 * their innermost frame, and for a thread blocked on a lock the thread holding it.
 */
final class DeadlockReplayer {
  static final int DEFAULT_SECONDS = 10;
  static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(DEFAULT_SECONDS);

  private DeadlockReplayer() {}

  /**
   * The outcome of replaying {@code report}'s deadlock witness by running {@code mainClass}
   * from {@code classpath} with {@code java}.
   */
  static JvmReplay replay(Report report, List<Path> classpath, String mainClass, Path java,
      Duration timeout) {
    List<String> blocked = new ArrayList<>();
    if (report.explanation().orElse(null) instanceof Explanation.Deadlock d) {
      for (Explanation.BlockedThread b : d.threads()) {
        blocked.add(b.thread());
      }
    }
    if (!report.violated() || !(report.explanation().orElse(null) instanceof Explanation.Deadlock)) {
      return new JvmReplay(Confirmation.NOT_TRIED, blocked, "the report has no deadlock witness",
          0);
    }
    if (mainClass == null) {
      return new JvmReplay(Confirmation.NOT_TRIED, blocked, "the replay runs a main class; this "
          + "analysis starts at an entry point or test method", 0);
    }
    Plan plan;
    try {
      plan = Plan.of(report);
    } catch (IllegalArgumentException e) {
      return new JvmReplay(Confirmation.NOT_TRIED, blocked, e.getMessage(), 0);
    }
    long start = System.nanoTime();
    long grace = timeout.toMillis() * 2 + 5_000;
    try {
      List<String> cmd = List.of(java.toString(), "-cp",
          String.join(File.pathSeparator, classpath.stream().map(Path::toString).toList()),
          mainClass);
      AgentReplayRun run = AgentReplayRun.run("deadlock",
          result -> plan.text(result, timeout.toMillis()), cmd, grace);
      long millis = (System.nanoTime() - start) / 1_000_000L;
      String line = run.resultLine();
      if (line.startsWith("REPRODUCED ")) {
        return new JvmReplay(Confirmation.CONFIRMED, blocked,
            line.substring("REPRODUCED ".length()), millis);
      }
      if (line.startsWith("NOT_REPRODUCED ")) {
        return new JvmReplay(Confirmation.NOT_CONFIRMED, blocked,
            line.substring("NOT_REPRODUCED ".length()), millis);
      }
      return new JvmReplay(Confirmation.NOT_CONFIRMED, blocked, run.ended()
          ? "the replayed program exited with status " + run.exitStatus() + " without a result "
              + "(it may have failed to start)"
          : "the replayed program did not end within " + grace + " ms and was killed", millis);
    } catch (ReplayInputException e) {
      throw new BadInputException(e.getMessage(), e);
    } catch (IOException e) {
      throw new BadInputException(java + ": cannot replay the witness: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new JvmReplay(Confirmation.NOT_CONFIRMED, blocked, "interrupted",
          (System.nanoTime() - start) / 1_000_000L);
    }
  }

  /**
   * The agent's plan for one witness: thread paths, steps in order, blocked positions, and the
   * positions of lock operations the skeleton dropped ({@code passes}), which the witness has no
   * step for and the agent lets a thread pass.
   */
  record Plan(Map<String, String> pathOf, List<String> ops, List<String> blocks,
      List<String> tasks, List<String> passes) {

    /** The plan of a deadlock report; IllegalArgumentException when it cannot be replayed. */
    static Plan of(Report report) {
      Explanation.Deadlock d = (Explanation.Deadlock) report.explanation().orElseThrow();
      Map<String, String> pathOf = new LinkedHashMap<>();
      Map<String, Integer> children = new HashMap<>();
      Map<String, Integer> forks = new HashMap<>();
      Map<String, String> tasks = new LinkedHashMap<>();
      pathOf.put("t0", "main");
      // Only the main thread runs in the initial state: the first step is its (Java name).
      if (!report.witness().isEmpty()) {
        pathOf.putIfAbsent(report.witness().get(0).thread(), "main");
      }
      Map<String, Map<String, Integer>> depth = new HashMap<>();
      List<QueueHandOffs.Op> ops = new ArrayList<>();
      List<QueueHandOffs.Sync> syncs = new ArrayList<>();
      Set<String> queues = QueueHandOffs.handled(report.witness());
      Map<String, String> putKind = new HashMap<>();
      Map<String, QueueHandOffs.Op> pendingTake = new LinkedHashMap<>();
      Map<String, Step> previous = new HashMap<>();
      for (Step s : report.witness()) {
        String thread = s.thread();
        Step before = previous.put(thread, s);
        if (continuesNotifyAll(before, s)) {
          continue; // the net wakes a notifyAll's waiters one step each; the JVM runs it once
        }
        if (s.operation() == Step.Operation.START) {
          String child = s.subject();
          String parent = pathOf.get(thread);
          if (parent == null) {
            throw new IllegalArgumentException("thread " + thread + " starts " + child
                + " before the witness starts it");
          }
          boolean worker = isForkJoinWorker(s);
          int k = (worker ? forks : children).merge(thread, 1, Integer::sum);
          if (worker) {
            tasks.put(child, position(s.origin()));
          }
          if (pathOf.putIfAbsent(child, parent + (worker ? ".f" : ".") + k) != null) {
            throw new IllegalArgumentException("thread " + child + " is started more than once "
                + "in the witness; the replay cannot tell its instances apart");
          }
          syncs.add(new QueueHandOffs.Sync(thread, s.index(), child, true));
          continue;
        }
        if (s.operation() == Step.Operation.JOIN && s.subject() != null) {
          syncs.add(new QueueHandOffs.Sync(s.subject(), s.index(), thread, false));
        }
        QueueHandOffs.QueueStep q = QueueHandOffs.of(s);
        if (q != null && queues.contains(q.queue())) {
          queueStep(s, q, ops, putKind, pendingTake, pathOf);
          continue;
        }
        String kind = agentKind(s, depth.computeIfAbsent(thread, k -> new HashMap<>()));
        if (kind == null) {
          continue;
        }
        QueueHandOffs.Op pending = pendingTake.remove(thread);
        if (pending != null) {
          ops.add(pending);
        }
        ops.add(new QueueHandOffs.Op(s.index(), thread, path(pathOf, thread), kind,
            position(s.origin()), null, null));
      }
      ops.addAll(pendingTake.values());
      QueueHandOffs.match(ops);
      List<QueueHandOffs.Op> order = QueueHandOffs.fifoOrder(ops, syncs);
      Map<QueueHandOffs.Op, Integer> index = new HashMap<>();
      for (QueueHandOffs.Op op : order) {
        index.put(op, index.size());
      }
      List<String> opLines = order.stream().map(op -> op.text(index)).toList();
      List<String> blocks = new ArrayList<>();
      for (Explanation.BlockedThread b : d.threads()) {
        String path = pathOf.get(b.thread());
        if (path == null || b.instances() > 1) {
          throw new IllegalArgumentException("blocked thread " + b.label() + " is not one the "
              + "replay can identify" + (b.instances() > 1 ? " (several instances)" : ""));
        }
        boolean onLock = b.lock() != null && b.waits() != Explanation.Waits.LOCK_AGAIN;
        String holder = onLock && b.heldBy() != null ? pathOf.getOrDefault(b.heldBy(), "-") : "-";
        blocks.add(path + " " + position(b.waitingAt()) + " " + (onLock ? "lock" : "wait") + " "
            + holder);
      }
      List<String> taskLines = new ArrayList<>();
      for (Map.Entry<String, String> t : tasks.entrySet()) {
        String worker = t.getKey();
        boolean claims = report.witness().stream().anyMatch(s -> s.thread().equals(worker)
            && s.action().verb() == Action.Verb.TRY_TAKE);
        taskLines.add(pathOf.get(worker) + " " + (claims ? "claim" : "leave") + " "
            + t.getValue());
      }
      List<String> passes = d.droppedLockSites().stream().filter(SourceLocation::isKnown)
          .map(Plan::position).distinct().toList();
      return new Plan(pathOf, opLines, blocks, taskLines, passes);
    }

    /** The replay path of witness thread {@code thread}; IllegalArgumentException if none. */
    private static String path(Map<String, String> pathOf, String thread) {
      String path = pathOf.get(thread);
      if (path == null) {
        throw new IllegalArgumentException("thread " + thread + " is not started in the "
            + "witness (it is not a thread the replay can identify)");
      }
      return path;
    }

    /**
     * A step on a queue whose hand-offs the replay orders ({@link QueueHandOffs}): a put is one
     * call, with the kind its thread added just before; a take is one call placed at the step
     * where the witness takes its kind (or, if none follows, where its thread's next call or
     * lock step is); a poll that finds the queue empty is one call.
     */
    private static void queueStep(Step s, QueueHandOffs.QueueStep q, List<QueueHandOffs.Op> ops,
        Map<String, String> putKind, Map<String, QueueHandOffs.Op> pendingTake,
        Map<String, String> pathOf) {
      String thread = s.thread();
      switch (q.role()) {
        case PUT_KIND -> putKind.put(thread, q.queue() + "\n" + q.kind());
        case KIND_MISS, OTHER -> { }
        case TAKE_KIND -> {
          QueueHandOffs.Op take = pendingTake.get(thread);
          if (take != null && take.queue.equals(q.queue())) {
            pendingTake.remove(thread);
            QueueHandOffs.Op placed = new QueueHandOffs.Op(s.index(), thread, take.path,
                take.kind, take.position, take.queue, q.kind());
            placed.count = take.step;
            ops.add(placed);
          }
        }
        default -> {
          QueueHandOffs.Op pending = pendingTake.remove(thread);
          if (pending != null) {
            ops.add(pending);
          }
          String kind = null;
          String added = putKind.remove(thread);
          if (q.role() == QueueHandOffs.Role.PUT && added != null
              && added.startsWith(q.queue() + "\n")) {
            kind = added.substring(q.queue().length() + 1);
          }
          QueueHandOffs.Op op = new QueueHandOffs.Op(s.index(), thread, path(pathOf, thread),
              switch (q.role()) {
                case PUT -> "put";
                case TAKE -> "take";
                default -> "empty";
              }, position(s.origin()), q.queue(), kind);
          if (q.role() == QueueHandOffs.Role.TAKE) {
            pendingTake.put(thread, op);
          } else {
            ops.add(op);
          }
        }
      }
    }

    /**
     * True if {@code s} is a later step of the one {@code notifyAll} that {@code before}, the
     * same thread's previous step, began: the net enters the call, wakes each waiter with a
     * step of its own and leaves it, all at the same source position.
     */
    static boolean continuesNotifyAll(Step before, Step s) {
      return before != null && s.operation() == Step.Operation.NOTIFY_ALL
          && before.operation() == Step.Operation.NOTIFY_ALL
          && before.origin().equals(s.origin()) && Objects.equals(before.subject(), s.subject());
    }

    /**
     * True if the step starts the model's fork/join worker of a hand-over (a library thread of
     * type {@code ForkJoinWorkerThread}, see {@code JdkForkJoin}).
     */
    static boolean isForkJoinWorker(Step s) {
      String run = s.action().argument();
      return run != null && run.startsWith("thread:" + JdkForkJoin.WORKER + "@");
    }

    /**
     * What the agent enforces for a step, or null if it leaves the step to the program: an
     * acquisition ({@code lock}, {@code tryLock} succeeding or failing) unless it re-enters a
     * lock the thread holds, the release of the outermost hold, an {@code Object.wait}, an
     * {@code Object.notify} or {@code notifyAll}. {@code held} counts the thread's holds per
     * lock and is updated.
     */
    private static String agentKind(Step s, Map<String, Integer> held) {
      if (org.petrify.ir.rb.ClassInitLock.is(s.subject())) {
        return null; // the JVM's class initialisation lock: no monitor the agent sees
      }
      return switch (s.operation()) {
        case ACQUIRE, TRY_ACQUIRE -> held.merge(s.subject(), 1, Integer::sum) == 1 ? "acquire"
            : null;
        case TRY_ACQUIRE_FAILED -> held.getOrDefault(s.subject(), 0) == 0 ? "acquire" : null;
        case RELEASE -> held.merge(s.subject(), -1, Integer::sum) == 0 ? "release" : null;
        case MONITOR_WAIT -> "wait";
        case NOTIFY, NOTIFY_ALL -> "notify";
        default -> null;
      };
    }

    private static String position(SourceLocation o) {
      if (!o.isKnown()) {
        throw new IllegalArgumentException("a step of the witness has no Java source position");
      }
      return o.className() + " " + o.methodName() + " " + o.line();
    }

    String text(Path result, long timeoutMillis) {
      StringBuilder s = new StringBuilder();
      s.append("result ").append(result.toAbsolutePath()).append('\n');
      s.append("timeout ").append(timeoutMillis).append('\n');
      for (Map.Entry<String, String> e : pathOf.entrySet()) {
        s.append("thread ").append(e.getValue()).append(' ').append(e.getKey()).append('\n');
      }
      for (String t : tasks) {
        s.append("task ").append(t).append('\n');
      }
      for (String op : ops) {
        s.append("op ").append(op).append('\n');
      }
      for (String b : blocks) {
        s.append("block ").append(b).append('\n');
      }
      for (String p : passes) {
        s.append("pass ").append(p).append('\n');
      }
      return s.toString();
    }
  }

  /** The {@code java} executable of the running JVM. */
  static Path currentJava() {
    Optional<String> cmd = ProcessHandle.current().info().command();
    Path home = Path.of(System.getProperty("java.home"), "bin", "java");
    return Files.isExecutable(home) ? home : Path.of(cmd.orElse("java"));
  }
}
