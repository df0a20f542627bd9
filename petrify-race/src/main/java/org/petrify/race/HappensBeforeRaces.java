package org.petrify.race;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.petrify.agent.trace.Trace;
import org.petrify.agent.trace.TraceFormat;

/**
 * The races a happens-before detector (Djit+/FastTrack, VerifiedFT: vector clocks) reports on
 * one recorded run, the baseline the seed compares the mined net against. Two conflicting
 * accesses (one location, different threads, at least one write) race when neither happens
 * before the other in the run: happens-before is program order plus the synchronisation edges
 * of the run, release → later acquire of the same lock (also {@code wait} → return from it),
 * start → first event of the started thread, last event of a thread → the join that waited for
 * it, and volatile/atomic write → a later read of that location by another thread.
 *
 * <p>Exact for that relation (every pair is compared, no epoch shortcut), so what it misses is
 * missed by the method: the run's lock order is taken as given, so two accesses on either side
 * of a critical section that the run happened to order are not a race for it (the seed's
 * Program 1: {@code a}'s write of {@code x} before its release, {@code b}'s write after its
 * acquire), while the mined net lets the other thread take the lock first.
 *
 * <p>"Later" is the run's global order of synchronisation events ({@code seq} of each event,
 * {@link TraceFormat}); for volatile accesses, whose order is taken outside the access, an edge
 * is drawn only when the write certainly came first (as the miner does), so the detector may
 * report a race the run ordered through a volatile, never miss one it did not.
 */
public final class HappensBeforeRaces {
  /** Two transitions of the mined net ({@code first < second}) whose accesses race. */
  public record Pair(int first, int second) {}

  private HappensBeforeRaces() {}

  /** The racing pairs of the run, sorted; {@code mined} is the net mined from {@code trace}. */
  public static List<Pair> find(Trace trace, TraceNet mined) {
    return new Detector(trace, mined).run();
  }

  private static final class Detector {
    final Trace trace;
    final TraceNet mined;
    final List<Integer> threads;
    final Map<Integer, Integer> slot = new HashMap<>();
    /** Per thread slot its vector clock; component {@code u} is thread slot u's clock. */
    final int[][] clock;
    final Map<Long, int[]> locks = new HashMap<>();
    final Map<String, int[]> volatiles = new HashMap<>();
    /** Per location, its accesses so far: transition, thread slot, clock snapshot. */
    final Map<String, List<Object[]>> accesses = new LinkedHashMap<>();
    final List<Pair> races = new ArrayList<>();
    /** Per thread id the index of its next event not yet handled. */
    final Map<Integer, Integer> next = new HashMap<>();
    /** The queued next synchronisation event of each running thread: {seq, thread id}. */
    final PriorityQueue<long[]> queue = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));

    Detector(Trace trace, TraceNet mined) {
      this.trace = trace;
      this.mined = mined;
      this.threads = new ArrayList<>(trace.threads().keySet());
      for (int id : threads) {
        slot.put(id, slot.size());
      }
      clock = new int[threads.size()][threads.size()];
      for (int s = 0; s < clock.length; s++) {
        clock[s][s] = 1;
      }
    }

    List<Pair> run() {
      // Each thread in program order from its start (threads not started by recorded code
      // from the beginning); synchronisation events across threads in seq order; a thread's
      // plain accesses right after its previous synchronisation event (its clock only changes
      // at those).
      for (int id : threads) {
        next.put(id, 0);
        int parent = trace.threads().get(id).parent();
        if (parent < 0 || !slot.containsKey(parent)) {
          advance(id);
        }
      }
      while (!queue.isEmpty()) {
        long[] head = queue.poll();
        int id = (int) head[1];
        int i = next.get(id);
        next.put(id, i + 1);
        sync(id, events(id).get(i));
        advance(id);
      }
      races.sort((x, y) -> x.first() != y.first() ? Integer.compare(x.first(), y.first())
          : Integer.compare(x.second(), y.second()));
      return races;
    }

    /** Handles the thread's plain events up to its next synchronisation event and queues it. */
    private void advance(int id) {
      List<Trace.Event> evs = events(id);
      int i = next.get(id);
      while (i < evs.size() && TraceFormat.operands(evs.get(i).op()) != 3) {
        access(id, i);
        i++;
      }
      next.put(id, i);
      if (i < evs.size()) {
        queue.add(new long[] {evs.get(i).b(), id});
      }
    }

    private List<Trace.Event> events(int id) {
      return trace.events().getOrDefault(id, List.of());
    }

    private void access(int id, int index) {
      int t = mined.eventTransitions().get(id)[index];
      Operation.Access a = mined.operations().get(t).access();
      if (a == null) {
        return;
      }
      int s = slot.get(id);
      int[] now = clock[s].clone();
      List<Object[]> seen = accesses.computeIfAbsent(a.location(), k -> new ArrayList<>());
      for (Object[] earlier : seen) {
        int u = (int) earlier[1];
        if (u == s) {
          continue;
        }
        int other = (int) earlier[0];
        boolean write = a.write() || mined.operations().get(other).access().write();
        int[] then = (int[]) earlier[2];
        if (write && then[u] > now[u]) {
          races.add(new Pair(Math.min(other, t), Math.max(other, t)));
        }
      }
      seen.add(new Object[] {t, s, now});
    }

    private void sync(int id, Trace.Event e) {
      int s = slot.get(id);
      int[] c = clock[s];
      switch (e.op()) {
        case TraceFormat.RELEASE, TraceFormat.WAIT -> {
          locks.put(e.a(), c.clone());
          c[s]++;
        }
        case TraceFormat.ACQUIRE, TraceFormat.WOKEN -> join(c, locks.get(e.a()));
        case TraceFormat.START -> {
          Integer child = slot.get((int) e.a());
          if (child != null) {
            join(clock[child], c);
          }
          c[s]++;
          if (child != null) {
            advance((int) e.a());
          }
        }
        case TraceFormat.JOIN -> {
          Integer child = slot.get((int) e.a());
          if (child != null) {
            join(c, clock[child]);
          }
        }
        case TraceFormat.SYNC_WRITE -> {
          int[] v = volatiles.computeIfAbsent(syncLocation(e), k -> new int[c.length]);
          join(v, c);
          c[s]++;
        }
        case TraceFormat.SYNC_READ -> join(c, volatiles.get(syncLocation(e)));
        default -> { }
      }
    }

    /**
     * A volatile location: static field by name, instance field by object and name, atomic by
     * object. A volatile read's {@code seq} is taken before it and a write's after it, so the
     * seq order handles a write before a read only when the write certainly came first.
     */
    private String syncLocation(Trace.Event e) {
      Trace.Site site = trace.site(e.site());
      return site.kind() == TraceFormat.SITE_ATOMIC ? "atomic #" + e.a()
          : "#" + e.a() + " " + site.owner() + "." + site.name();
    }

    private static void join(int[] into, int[] from) {
      if (from == null) {
        return;
      }
      for (int k = 0; k < into.length; k++) {
        into[k] = Math.max(into[k], from[k]);
      }
    }

    @Override
    public String toString() {
      return Arrays.deepToString(clock);
    }
  }
}
