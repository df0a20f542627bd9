package org.petrify.race;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.petrify.agent.trace.Trace;
import org.petrify.agent.trace.TraceFormat;
import org.petrify.net.PetriNetBuilder;

/**
 * Mines the 1-safe net of one recorded run, following the seed's Tab. 2: per thread one control
 * place per state (before its first event, between events, after its last), one transition per
 * event; a start puts a token in the started thread's first place, a join waits for the joined
 * thread's last place (and puts it back, so several joins of one thread work); a lock is a
 * resource place, initially marked, that the outermost acquisition takes and the matching
 * release returns (re-entries are plain steps); reads and writes are plain steps labelled with
 * the location. No order between threads is imposed beyond these, except what the run shows
 * through synchronisation that has no place of its own:
 * <ul>
 *   <li>a volatile or atomic read comes after every write of that location by another thread
 *       that certainly happened before it (the write's sequence number, taken after it, is
 *       below the read's, taken before), an edge place from the latest such write of each
 *       other thread to the first such read of each thread;</li>
 *   <li>{@code wait} releases the monitor and its return takes it again, after the
 *       {@code notify}/{@code notifyAll} of another thread that woke it (the latest one on that
 *       monitor between the wait and its return; none if it timed out).</li>
 * </ul>
 *
 * <p>Identities are those of the seed, stable across runs of the same program: threads by
 * start order from the main thread ({@link TraceNet}), objects (locks and the owners of
 * fields and array elements) by each thread's order of first use: {@code main.1#3} is the
 * third object thread {@code main.1} used; an object used by several threads is named after
 * the first of them in path order.
 */
public final class TraceMiner {
  private TraceMiner() {}

  public static TraceNet mine(Trace trace) {
    return new Mining(trace).run();
  }

  private static final class Mining {
    final Trace trace;
    final PetriNetBuilder b = new PetriNetBuilder("trace");
    final List<Operation> ops = new ArrayList<>();
    final Map<Integer, String> paths = new HashMap<>();
    final Map<Long, String> objectNames = new HashMap<>();
    final Map<Long, String> arraySites = new HashMap<>();
    final Map<Long, Integer> lockPlaces = new HashMap<>();
    final List<TraceNet.MiningCaveat> caveats = new ArrayList<>();
    /** control place of thread id at state i: controlPlace.get(id)[i]. */
    final Map<Integer, int[]> control = new HashMap<>();
    final Map<Integer, int[]> transitions = new HashMap<>();
    final Map<Integer, Long> grants = new HashMap<>();
    final Map<Long, Map<String, Integer>> aliases = new HashMap<>();

    Mining(Trace trace) {
      this.trace = trace;
    }

    TraceNet run() {
      if (!trace.complete()) {
        caveats.add(new TraceNet.MiningCaveat(TraceNet.TRACE_INCOMPLETE, "the trace is "
            + "incomplete (the run was cut off): the events after the last flushed buffer of "
            + "each thread are missing", true));
      }
      threadPaths();
      objectNames();
      List<Integer> threads = new ArrayList<>(trace.threads().keySet());
      threads.sort(Comparator.comparing(paths::get, Mining::comparePaths));
      for (int id : threads) {
        List<Trace.Event> evs = events(id);
        int[] places = new int[evs.size() + 1];
        String path = paths.get(id);
        for (int i = 0; i <= evs.size(); i++) {
          places[i] = b.addPlace(path + "@" + i, 0);
        }
        control.put(id, places);
        Trace.ThreadInfo info = trace.threads().get(id);
        if (id == 0 || info.parent() < 0) {
          b.setInitialTokens(places[0], 1);
          if (id != 0) {
            caveats.add(new TraceNet.MiningCaveat(TraceNet.UNSTARTED_THREAD, "thread "
                + info.name() + " was not started by recorded code: it is assumed to run from"
                + " the beginning, which only adds interleavings", false));
          }
        }
      }
      for (int id : threads) {
        List<Trace.Event> evs = events(id);
        int[] ts = new int[evs.size()];
        int[] places = control.get(id);
        String path = paths.get(id);
        Map<Integer, Integer> occurrences = new HashMap<>();
        Map<Long, Integer> depth = new HashMap<>();
        for (int i = 0; i < evs.size(); i++) {
          Trace.Event e = evs.get(i);
          int occurrence = occurrences.merge(e.site(), 1, Integer::sum);
          Trace.Site site = trace.site(e.site());
          Operation op = operation(path, i, e, site, occurrence);
          int t = b.addTransition(path + "@" + i + " " + op.action());
          ops.add(op);
          ts[i] = t;
          b.consume(t, places[i], 1);
          b.produce(t, places[i + 1], 1);
          switch (e.op()) {
            case TraceFormat.ACQUIRE -> {
              if (depth.merge(e.a(), 1, Integer::sum) == 1) {
                b.consume(t, lockPlace(e.a()), 1);
                grants.put(t, e.a());
              }
            }
            case TraceFormat.RELEASE -> {
              Integer d = depth.get(e.a());
              if (d != null && d > 0) {
                depth.put(e.a(), d - 1);
                if (d == 1) {
                  b.produce(t, lockPlace(e.a()), 1);
                }
              }
            }
            case TraceFormat.WAIT -> {
              Integer d = depth.get(e.a());
              if (d != null && d > 0) {
                b.produce(t, lockPlace(e.a()), 1);
              }
            }
            case TraceFormat.WOKEN -> {
              Integer d = depth.get(e.a());
              if (d != null && d > 0) {
                b.consume(t, lockPlace(e.a()), 1);
                grants.put(t, e.a());
              }
            }
            case TraceFormat.START -> {
              int[] child = control.get((int) e.a());
              if (child != null) {
                b.produce(t, child[0], 1);
              }
            }
            case TraceFormat.JOIN -> {
              int[] child = control.get((int) e.a());
              if (child != null) {
                b.consume(t, child[child.length - 1], 1);
                b.produce(t, child[child.length - 1], 1);
              }
            }
            default -> { }
          }
        }
        transitions.put(id, ts);
      }
      volatileEdges(threads);
      notifyEdges(threads);
      Map<String, String> names = new LinkedHashMap<>();
      for (int id : threads) {
        names.put(paths.get(id), trace.threads().get(id).name());
      }
      return new TraceNet(b.build(), ops, names, caveats, grants, aliases, transitions);
    }

    private List<Trace.Event> events(int id) {
      return trace.events().getOrDefault(id, List.of());
    }

    private int lockPlace(long object) {
      return lockPlaces.computeIfAbsent(object,
          o -> b.addPlace("lock " + objectNames.getOrDefault(o, "#" + o), 1));
    }

    /** Paths from start order: main, main.1, main.1.2, ...; unrooted threads other.N. */
    private void threadPaths() {
      Map<Integer, Trace.ThreadInfo> threads = trace.threads();
      int others = 0;
      for (Trace.ThreadInfo t : threads.values()) {
        if (t.id() == 0) {
          paths.put(0, "main");
        }
      }
      boolean changed = true;
      while (changed) {
        changed = false;
        for (Trace.ThreadInfo t : threads.values()) {
          if (!paths.containsKey(t.id()) && t.parent() >= 0 && paths.containsKey(t.parent())) {
            paths.put(t.id(), paths.get(t.parent()) + "." + t.ordinal());
            changed = true;
          }
        }
      }
      for (Trace.ThreadInfo t : threads.values()) {
        if (!paths.containsKey(t.id())) {
          paths.put(t.id(), "other." + (++others));
        }
      }
    }

    /** Names objects by the first thread (in path order) that used them and its order of use. */
    private void objectNames() {
      List<Integer> threads = new ArrayList<>(trace.threads().keySet());
      threads.sort(Comparator.comparing(paths::get, Mining::comparePaths));
      for (int id : threads) {
        Map<Long, Integer> order = new LinkedHashMap<>();
        for (Trace.Event e : events(id)) {
          if (e.op() == TraceFormat.START || e.op() == TraceFormat.JOIN || e.a() == 0) {
            continue;
          }
          order.putIfAbsent(e.a(), order.size() + 1);
          if (e.op() == TraceFormat.ALLOC) {
            Trace.Site s = trace.site(e.site());
            arraySites.putIfAbsent(e.a(), s.owner() + "[]@" + (s.file().isEmpty() ? "?" : s.file())
                + ":" + s.line());
          }
        }
        for (Map.Entry<Long, Integer> o : order.entrySet()) {
          objectNames.putIfAbsent(o.getKey(), paths.get(id) + "#" + o.getValue());
          aliases.computeIfAbsent(o.getKey(), k -> new HashMap<>()).put(paths.get(id), o.getValue());
        }
      }
    }

    private Operation operation(String path, int index, Trace.Event e, Trace.Site s,
        int occurrence) {
      Operation.Position at = new Operation.Position(s.className().replace('/', '.'), s.method(),
          s.file().isEmpty() ? null : s.file(), s.line() > 0 ? s.line() : -1);
      String obj = objectNames.getOrDefault(e.a(), "#" + e.a());
      return switch (e.op()) {
        case TraceFormat.READ, TraceFormat.WRITE -> {
          String field = display(s.owner()) + "." + s.name();
          String location = (e.a() == 0 ? "static " : obj + " ") + field;
          boolean write = e.op() == TraceFormat.WRITE;
          yield new Operation(path, index, (write ? "write " : "read ") + field, at,
              new Operation.Access(location, field, write, occurrence));
        }
        case TraceFormat.ARRAY_READ, TraceFormat.ARRAY_WRITE -> {
          String array = arraySites.getOrDefault(e.a(), "Object[]@?");
          String location = obj + "[" + e.b() + "]";
          boolean write = e.op() == TraceFormat.ARRAY_WRITE;
          yield new Operation(path, index, (write ? "write " : "read ") + array + "[" + e.b() + "]",
              at, new Operation.Access(location, array, write, occurrence));
        }
        case TraceFormat.SYNC_READ, TraceFormat.SYNC_WRITE -> new Operation(path, index,
            (e.op() == TraceFormat.SYNC_READ ? "volatile read " : "volatile write ")
                + syncName(s, obj), at, null);
        case TraceFormat.ACQUIRE -> new Operation(path, index, "lock " + obj, at, null);
        case TraceFormat.RELEASE -> new Operation(path, index, "unlock " + obj, at, null);
        case TraceFormat.TRY_FAILED -> new Operation(path, index, "tryLock failed " + obj, at, null);
        case TraceFormat.WAIT -> new Operation(path, index, "wait " + obj, at, null);
        case TraceFormat.WOKEN -> new Operation(path, index, "woken " + obj, at, null);
        case TraceFormat.NOTIFY -> new Operation(path, index, "notify " + obj, at, null);
        case TraceFormat.NOTIFY_ALL -> new Operation(path, index, "notifyAll " + obj, at, null);
        case TraceFormat.START -> new Operation(path, index, "start " + threadName((int) e.a()), at,
            null);
        case TraceFormat.JOIN -> new Operation(path, index, "join " + threadName((int) e.a()), at,
            null);
        case TraceFormat.ALLOC -> new Operation(path, index, "new " + arraySites.getOrDefault(e.a(),
            "array"), at, null);
        default -> new Operation(path, index, TraceFormat.opName(e.op()), at, null);
      };
    }

    private String threadName(int id) {
      Trace.ThreadInfo t = trace.threads().get(id);
      return t == null ? "thread " + id : t.name();
    }

    private static String syncName(Trace.Site s, String obj) {
      return s.kind() == TraceFormat.SITE_ATOMIC ? "atomic " + obj : display(s.owner()) + "." + s.name();
    }

    /** A binary class name without its package, {@code $} as {@code .}. */
    static String display(String internalName) {
      String n = internalName.substring(internalName.lastIndexOf('/') + 1);
      return n.replace('$', '.');
    }

    private String syncLocation(Trace.Event e, Trace.Site s) {
      return s.kind() == TraceFormat.SITE_ATOMIC ? "atomic #" + e.a()
          : "#" + e.a() + " " + s.owner() + "." + s.name();
    }

    private void volatileEdges(List<Integer> threads) {
      // location -> thread -> list of (seq, transition) of its writes, in program order
      Map<String, Map<Integer, List<long[]>>> writes = new HashMap<>();
      for (int id : threads) {
        List<Trace.Event> evs = events(id);
        for (int i = 0; i < evs.size(); i++) {
          Trace.Event e = evs.get(i);
          if (e.op() == TraceFormat.SYNC_WRITE) {
            writes.computeIfAbsent(syncLocation(e, trace.site(e.site())), k -> new TreeMap<>())
                .computeIfAbsent(id, k -> new ArrayList<>())
                .add(new long[] {e.b(), transitions.get(id)[i]});
          }
        }
      }
      int edge = 0;
      for (int id : threads) {
        List<Trace.Event> evs = events(id);
        Map<String, Long> linked = new HashMap<>();
        for (int i = 0; i < evs.size(); i++) {
          Trace.Event e = evs.get(i);
          if (e.op() != TraceFormat.SYNC_READ) {
            continue;
          }
          Map<Integer, List<long[]>> byThread = writes.get(syncLocation(e, trace.site(e.site())));
          if (byThread == null) {
            continue;
          }
          for (Map.Entry<Integer, List<long[]>> w : byThread.entrySet()) {
            if (w.getKey() == id) {
              continue;
            }
            long[] latest = null;
            for (long[] write : w.getValue()) {
              if (write[0] < e.b()) {
                latest = write;
              }
            }
            if (latest == null) {
              continue;
            }
            String key = w.getKey() + ":" + latest[1];
            if (linked.containsKey(key)) {
              continue;
            }
            linked.put(key, latest[0]);
            int p = b.addPlace("hb" + (++edge), 0);
            b.produce((int) latest[1], p, 1);
            b.consume(transitions.get(id)[i], p, 1);
          }
        }
      }
    }

    private void notifyEdges(List<Integer> threads) {
      // monitor -> list of (seq, thread, transition) of notifications
      Map<Long, List<long[]>> notifies = new HashMap<>();
      for (int id : threads) {
        List<Trace.Event> evs = events(id);
        for (int i = 0; i < evs.size(); i++) {
          Trace.Event e = evs.get(i);
          if (e.op() == TraceFormat.NOTIFY || e.op() == TraceFormat.NOTIFY_ALL) {
            notifies.computeIfAbsent(e.a(), k -> new ArrayList<>())
                .add(new long[] {e.b(), id, transitions.get(id)[i]});
          }
        }
      }
      int edge = 0;
      for (int id : threads) {
        List<Trace.Event> evs = events(id);
        long waitSeq = -1;
        for (int i = 0; i < evs.size(); i++) {
          Trace.Event e = evs.get(i);
          if (e.op() == TraceFormat.WAIT) {
            waitSeq = e.b();
          } else if (e.op() == TraceFormat.WOKEN && waitSeq >= 0) {
            long[] waker = null;
            for (long[] n : notifies.getOrDefault(e.a(), List.of())) {
              if (n[1] != id && n[0] > waitSeq && n[0] < e.b()
                  && (waker == null || n[0] > waker[0])) {
                waker = n;
              }
            }
            if (waker != null) {
              int p = b.addPlace("notified" + (++edge), 0);
              b.produce((int) waker[2], p, 1);
              b.consume(transitions.get(id)[i], p, 1);
            }
            waitSeq = -1;
          }
        }
      }
    }

    /** Orders paths segment by segment, numerically: main < main.1 < main.1.1 < main.2. */
    static int comparePaths(String a, String b) {
      String[] x = a.split("\\.");
      String[] y = b.split("\\.");
      for (int i = 0; i < Math.min(x.length, y.length); i++) {
        if (!x[i].equals(y[i])) {
          boolean nx = x[i].chars().allMatch(Character::isDigit);
          boolean ny = y[i].chars().allMatch(Character::isDigit);
          if (nx && ny) {
            return Integer.compare(Integer.parseInt(x[i]), Integer.parseInt(y[i]));
          }
          return x[i].compareTo(y[i]);
        }
      }
      return Integer.compare(x.length, y.length);
    }
  }
}
