package org.petrify.agent.rt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Enforcement mode of the agent: replays one potential race under the seed's scheduling rules.
 * The plan (a text file, one directive per line) names
 * <ul>
 *   <li>{@code alias LOCK PATH J}: lock number {@code LOCK} is the {@code J}-th object thread
 *       {@code PATH} uses (the identity of the recorded run, stable across runs);</li>
 *   <li>{@code grant LOCK PATH...}: the threads that take lock {@code LOCK}, in order (rule 1:
 *       a thread that is not next waits; once the list is used up, every thread waits);</li>
 *   <li>{@code hold PATH CLASS METHOD LINE KIND N}: the {@code N}-th access of kind
 *       {@code read|write|aread|awrite} by thread {@code PATH} at that source line; rule 2
 *       holds the thread just before it;</li>
 *   <li>{@code step PATH CLASS METHOD LINE KIND N}, in order: the accesses of the interleaving
 *       that leads to the race (rule 3, ours: they happen in this order, and an access that is
 *       neither a step nor a hold waits until every step has happened, so that no thread runs
 *       ahead of the interleaving on a path the recorded run did not take);</li>
 *   <li>{@code result FILE} and {@code timeout MILLIS}.</li>
 * </ul>
 * The race is confirmed when both held threads wait at once: the agent writes
 * {@code CONFIRMED} to the result file and halts the JVM. If the program ends first, or the
 * timeout passes (e.g. the schedule deadlocks because the race is spurious), it writes
 * {@code NOT_CONFIRMED} and the reason.
 */
final class Replay {
  private record Hold(String path, String key, int n) {}

  private final Map<String, Integer> aliases = new HashMap<>();
  private final Map<Integer, List<String>> grants = new HashMap<>();
  private final List<Hold> holds = new ArrayList<>();
  private final Map<String, Integer> steps = new HashMap<>();
  private int nextStep;
  private final boolean[] reached = new boolean[2];
  private Path result;
  private long timeoutMillis = 5_000;
  private boolean done;
  private final List<String> waiting = new ArrayList<>();

  static Replay load(Path plan) throws IOException {
    Replay r = new Replay();
    for (String line : Files.readAllLines(plan, StandardCharsets.UTF_8)) {
      String[] w = line.trim().split(" ");
      switch (w[0]) {
        case "alias" -> r.aliases.put(w[2] + "#" + w[3], Integer.parseInt(w[1]));
        case "grant" -> {
          List<String> order = new ArrayList<>();
          for (int i = 2; i < w.length; i++) {
            order.add(w[i]);
          }
          r.grants.put(Integer.parseInt(w[1]), order);
        }
        case "hold" -> r.holds.add(new Hold(w[1], key(w[2], w[3], Integer.parseInt(w[4]), w[5]),
            Integer.parseInt(w[6])));
        case "step" -> r.steps.put(w[1] + " " + key(w[2], w[3], Integer.parseInt(w[4]), w[5])
            + " " + w[6], r.steps.size());
        case "result" -> r.result = Path.of(line.trim().substring("result ".length()));
        case "timeout" -> r.timeoutMillis = Long.parseLong(w[1]);
        default -> { }
      }
    }
    return r;
  }

  static String key(String className, String method, int line, String kind) {
    return className + " " + method + " " + line + " " + kind;
  }

  void startWatchdog() {
    Thread dog = new Thread(() -> {
      try {
        Thread.sleep(timeoutMillis);
      } catch (InterruptedException e) {
        return;
      }
      finish(false, "timeout after " + timeoutMillis + " ms: " + state());
    }, "petrify-replay-watchdog");
    dog.setDaemon(true);
    dog.start();
  }

  /** At program exit without confirmation. */
  void exited() {
    finish(false, "the program ended before both accesses were reached: " + state());
  }

  private synchronized String state() {
    return "held " + (reached[0] ? holds.get(0).path() : "-") + ", "
        + (reached[1] ? holds.get(1).path() : "-") + "; waiting for a lock: " + waiting;
  }

  /** Rule 1, before {@code log}'s thread acquires the object it knows as its {@code j}-th. */
  void beforeAcquire(String path, int j) {
    Integer lock = aliases.get(path + "#" + j);
    if (lock == null) {
      return;
    }
    synchronized (this) {
      List<String> order = grants.get(lock);
      while (!done && (order == null || order.isEmpty() || !order.get(0).equals(path))) {
        waiting.add(path + "@lock" + lock);
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        } finally {
          waiting.remove(path + "@lock" + lock);
        }
      }
      if (order != null && !order.isEmpty()) {
        order.remove(0);
      }
      notifyAll();
    }
  }

  /** Rules 3 and 2, before an access: the {@code n}-th access of this thread with this key. */
  void beforeAccess(String path, String key, int n) {
    boolean hold = false;
    for (Hold h : holds) {
      hold |= h.n() == n && h.path().equals(path) && h.key().equals(key);
    }
    if (!hold) {
      Integer step = steps.get(path + " " + key + " " + n);
      synchronized (this) {
        int until = step != null ? step : steps.size();
        while (!done && nextStep < until) {
          try {
            wait();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
          }
        }
        if (step != null && nextStep == step) {
          nextStep++;
          notifyAll();
        }
      }
      return;
    }
    for (int i = 0; i < holds.size(); i++) {
      Hold h = holds.get(i);
      if (h.n() == n && h.path().equals(path) && h.key().equals(key)) {
        synchronized (this) {
          reached[i] = true;
          if (reached[0] && reached[1]) {
            finish(true, "both threads held before their accesses");
          }
          notifyAll();
          while (!done) {
            try {
              wait();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              return;
            }
          }
        }
      }
    }
  }

  private void finish(boolean confirmed, String why) {
    synchronized (this) {
      if (done) {
        return;
      }
      done = true;
      notifyAll();
    }
    ReplayResult.writeAndHalt(result, confirmed ? "CONFIRMED" : "NOT_CONFIRMED", why);
  }
}
