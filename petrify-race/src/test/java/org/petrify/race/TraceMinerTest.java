package org.petrify.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.petrify.agent.trace.Trace;
import org.petrify.agent.trace.TraceFormat;

/**
 * Mining and the race queries on hand-written traces; every query is answered by both searches,
 * the unfolding ({@link UnfoldingRaceFinder}) and the state space ({@link RaceFinder}), which
 * must give the same transition pairs.
 */
class TraceMinerTest {

  /** Builds a trace: sites are created on demand from (kind, line, owner, name). */
  static final class Builder {
    final Map<Integer, Trace.ThreadInfo> threads = new TreeMap<>();
    final List<Trace.Site> sites = new ArrayList<>();
    final Map<Integer, List<Trace.Event>> events = new TreeMap<>();
    long seq;

    Builder thread(int id, int parent, int ordinal, String name) {
      threads.put(id, new Trace.ThreadInfo(id, parent, ordinal, name));
      events.put(id, new ArrayList<>());
      return this;
    }

    Builder ev(int thread, int op, int kind, int line, String field, long a) {
      int site = sites.size();
      sites.add(new Trace.Site(site, kind, "p/Main", "m", "Main.java", line, "p/Main",
          field == null ? "" : field));
      long b = TraceFormat.operands(op) == 3 ? ++seq : -1;
      events.get(thread).add(new Trace.Event(op, site, a, b));
      return this;
    }

    Trace build() {
      return new Trace(threads, sites, events, true);
    }
  }

  /** The seed's Tab. 1 run of Program 1: main, A (id 1), B (id 2), one lock (object 5). */
  static Trace tableOne() {
    int field = TraceFormat.SITE_STATIC_FIELD;
    int mon = TraceFormat.SITE_MONITOR;
    int thr = TraceFormat.SITE_THREAD;
    return new Builder()
        .thread(0, -1, 0, "main").thread(1, 0, 1, "threadA").thread(2, 0, 2, "threadB")
        .ev(0, TraceFormat.WRITE, field, 6, "flag", 0)
        .ev(0, TraceFormat.START, thr, 27, null, 1)
        .ev(0, TraceFormat.START, thr, 28, null, 2)
        .ev(1, TraceFormat.WRITE, field, 9, "x", 0)
        .ev(1, TraceFormat.ACQUIRE, mon, 10, null, 5)
        .ev(1, TraceFormat.WRITE, field, 11, "flag", 0)
        .ev(1, TraceFormat.RELEASE, mon, 12, null, 5)
        .ev(2, TraceFormat.ACQUIRE, mon, 18, null, 5)
        .ev(2, TraceFormat.READ, field, 19, "flag", 0)
        .ev(2, TraceFormat.RELEASE, mon, 20, null, 5)
        .ev(2, TraceFormat.WRITE, field, 22, "x", 0)
        .ev(0, TraceFormat.JOIN, thr, 29, null, 1)
        .ev(0, TraceFormat.JOIN, thr, 30, null, 2)
        .ev(0, TraceFormat.READ, field, 31, "x", 0)
        .build();
  }

  static List<String> races(TraceNet net) {
    RaceFinder.Result r = RaceFinder.find(net, 1_000_000);
    assertThat(r.complete()).isTrue();
    UnfoldingRaceFinder.Result u = UnfoldingRaceFinder.find(net,
        org.petrify.checker.unfolding.UnfoldingOptions.defaults());
    assertThat(u.complete()).isTrue();
    assertThat(pairs(u.candidates())).as("unfolding vs state space").isEqualTo(pairs(r.candidates()));
    for (RaceCandidate c : u.candidates()) {
      assertEnablesBoth(net, c);
    }
    List<String> out = new ArrayList<>();
    for (RaceCandidate c : r.candidates()) {
      Operation a = net.operations().get(c.first());
      Operation b = net.operations().get(c.second());
      out.add(a.access().display() + " " + a.thread() + ":" + a.at().line() + "/" + b.thread() + ":"
          + b.at().line());
    }
    return out;
  }

  @Test
  void tableOneGivesTheSeedsNetAndTheRaceAHappensBeforeDetectorMisses() {
    TraceNet net = TraceMiner.mine(tableOne());
    // 3 threads: 7 + 5 + 5 control places, one lock place; 14 transitions (stop is implicit).
    assertThat(net.net().transitionCount()).isEqualTo(14);
    assertThat(net.net().placeCount()).isEqualTo(7 + 5 + 5 + 1);
    assertThat(net.threadNames()).containsEntry("main.1", "threadA").containsEntry("main.2", "threadB");
    assertThat(races(net)).containsExactly("Main.x main.1:9/main.2:22");
    // The happens-before detector orders A's release before B's acquire: no race at all.
    assertThat(HappensBeforeRaces.find(tableOne(), net)).isEmpty();
  }

  @Test
  void happensBeforeFindsTheUnorderedPairsOfTheRun() {
    int field = TraceFormat.SITE_STATIC_FIELD;
    int mon = TraceFormat.SITE_MONITOR;
    int thr = TraceFormat.SITE_THREAD;
    // main writes x before the starts and reads it after the joins (both ordered); b writes x
    // in a critical section, then a writes x unlocked and reads it in a critical section that
    // follows b's.
    Trace t = new Builder()
        .thread(0, -1, 0, "main").thread(1, 0, 1, "a").thread(2, 0, 2, "b")
        .ev(0, TraceFormat.WRITE, field, 1, "x", 0)
        .ev(0, TraceFormat.START, thr, 2, null, 1)
        .ev(0, TraceFormat.START, thr, 3, null, 2)
        .ev(2, TraceFormat.ACQUIRE, mon, 20, null, 7)
        .ev(2, TraceFormat.WRITE, field, 21, "x", 0)
        .ev(2, TraceFormat.RELEASE, mon, 22, null, 7)
        .ev(1, TraceFormat.WRITE, field, 10, "x", 0)
        .ev(1, TraceFormat.ACQUIRE, mon, 11, null, 7)
        .ev(1, TraceFormat.READ, field, 12, "x", 0)
        .ev(1, TraceFormat.RELEASE, mon, 13, null, 7)
        .ev(0, TraceFormat.JOIN, thr, 4, null, 1)
        .ev(0, TraceFormat.JOIN, thr, 5, null, 2)
        .ev(0, TraceFormat.READ, field, 6, "x", 0)
        .build();
    TraceNet net = TraceMiner.mine(t);
    List<String> hb = new ArrayList<>();
    for (HappensBeforeRaces.Pair p : HappensBeforeRaces.find(t, net)) {
      hb.add(net.operations().get(p.first()).at().line() + "/"
          + net.operations().get(p.second()).at().line());
    }
    // b's critical section came first in the run, so b's write happens before a's read (12),
    // but not before a's unlocked write (10).
    assertThat(hb).containsExactly("10/21");
    assertThat(races(net)).contains("Main.x main.1:10/main.2:21");
  }

  @Test
  void theLockOrderOfTheRunIsNotImposedButTheLockStillExcludes() {
    // Both threads write x inside the lock: no race, whichever order they take it.
    int field = TraceFormat.SITE_STATIC_FIELD;
    int mon = TraceFormat.SITE_MONITOR;
    int thr = TraceFormat.SITE_THREAD;
    Trace t = new Builder()
        .thread(0, -1, 0, "main").thread(1, 0, 1, "a").thread(2, 0, 2, "b")
        .ev(0, TraceFormat.START, thr, 1, null, 1)
        .ev(0, TraceFormat.START, thr, 2, null, 2)
        .ev(1, TraceFormat.ACQUIRE, mon, 3, null, 7)
        .ev(1, TraceFormat.ACQUIRE, mon, 3, null, 7) // re-entry
        .ev(1, TraceFormat.WRITE, field, 4, "x", 0)
        .ev(1, TraceFormat.RELEASE, mon, 5, null, 7)
        .ev(1, TraceFormat.RELEASE, mon, 5, null, 7)
        .ev(2, TraceFormat.ACQUIRE, mon, 6, null, 7)
        .ev(2, TraceFormat.WRITE, field, 7, "x", 0)
        .ev(2, TraceFormat.RELEASE, mon, 8, null, 7)
        .ev(0, TraceFormat.JOIN, thr, 9, null, 1)
        .ev(0, TraceFormat.JOIN, thr, 9, null, 2)
        .ev(0, TraceFormat.WRITE, field, 10, "x", 0)
        .build();
    assertThat(races(TraceMiner.mine(t))).isEmpty();
  }

  @Test
  void volatileReadAfterTheWriteOrdersTheAccessesAroundIt() {
    int field = TraceFormat.SITE_STATIC_FIELD;
    int vol = TraceFormat.SITE_STATIC_VOLATILE_FIELD;
    int thr = TraceFormat.SITE_THREAD;
    Builder b = new Builder()
        .thread(0, -1, 0, "main").thread(1, 0, 1, "writer").thread(2, 0, 2, "reader")
        .ev(0, TraceFormat.START, thr, 1, null, 1)
        .ev(0, TraceFormat.START, thr, 2, null, 2)
        .ev(2, TraceFormat.SYNC_READ, vol, 5, "ready", 0) // sees false: before the write
        .ev(1, TraceFormat.WRITE, field, 3, "data", 0)
        .ev(1, TraceFormat.SYNC_WRITE, vol, 4, "ready", 0)
        .ev(2, TraceFormat.SYNC_READ, vol, 5, "ready", 0) // sees true
        .ev(2, TraceFormat.READ, field, 6, "data", 0);
    assertThat(races(TraceMiner.mine(b.build()))).isEmpty();
    // Without the volatile write the accesses to data race.
    Builder plain = new Builder()
        .thread(0, -1, 0, "main").thread(1, 0, 1, "writer").thread(2, 0, 2, "reader")
        .ev(0, TraceFormat.START, thr, 1, null, 1)
        .ev(0, TraceFormat.START, thr, 2, null, 2)
        .ev(1, TraceFormat.WRITE, field, 3, "data", 0)
        .ev(2, TraceFormat.READ, field, 6, "data", 0);
    assertThat(races(TraceMiner.mine(plain.build()))).containsExactly("Main.data main.1:3/main.2:6");
  }

  @Test
  void notifyOrdersTheWokenWaiterAfterIt() {
    int field = TraceFormat.SITE_STATIC_FIELD;
    int mon = TraceFormat.SITE_MONITOR;
    int thr = TraceFormat.SITE_THREAD;
    Trace t = new Builder()
        .thread(0, -1, 0, "main").thread(1, 0, 1, "consumer").thread(2, 0, 2, "producer")
        .ev(0, TraceFormat.START, thr, 1, null, 1)
        .ev(0, TraceFormat.START, thr, 2, null, 2)
        .ev(1, TraceFormat.ACQUIRE, mon, 3, null, 9)
        .ev(1, TraceFormat.WAIT, TraceFormat.SITE_WAIT, 4, null, 9)
        .ev(2, TraceFormat.ACQUIRE, mon, 10, null, 9)
        .ev(2, TraceFormat.WRITE, field, 11, "item", 0)
        .ev(2, TraceFormat.NOTIFY_ALL, TraceFormat.SITE_NOTIFY, 12, null, 9)
        .ev(2, TraceFormat.RELEASE, mon, 13, null, 9)
        .ev(1, TraceFormat.WOKEN, TraceFormat.SITE_WAIT, 4, null, 9)
        .ev(1, TraceFormat.READ, field, 5, "item", 0)
        .ev(1, TraceFormat.RELEASE, mon, 6, null, 9)
        .build();
    assertThat(races(TraceMiner.mine(t))).isEmpty();
  }

  @Test
  void arrayElementsAreDistinguishedByIndexAndNamedByAllocationSite() {
    int thr = TraceFormat.SITE_THREAD;
    int arr = TraceFormat.SITE_ARRAY;
    Builder b = new Builder()
        .thread(0, -1, 0, "main").thread(1, 0, 1, "a").thread(2, 0, 2, "b");
    b.ev(0, TraceFormat.ALLOC, TraceFormat.SITE_ALLOC, 14, null, 3);
    b.sites.set(b.sites.size() - 1, new Trace.Site(b.sites.size() - 1, TraceFormat.SITE_ALLOC,
        "p/Main", "m", "Main.java", 14, "int", ""));
    b.ev(0, TraceFormat.START, thr, 1, null, 1)
        .ev(0, TraceFormat.START, thr, 2, null, 2);
    b.events.get(1).add(new Trace.Event(TraceFormat.ARRAY_WRITE, addSite(b, arr, 20), 3, 0));
    b.events.get(2).add(new Trace.Event(TraceFormat.ARRAY_WRITE, addSite(b, arr, 21), 3, 1));
    b.events.get(2).add(new Trace.Event(TraceFormat.ARRAY_READ, addSite(b, arr, 22), 3, 0));
    assertThat(races(TraceMiner.mine(b.build()))).containsExactly("int[]@Main.java:14 main.1:20/main.2:22");
  }

  static java.util.Set<List<Integer>> pairs(List<RaceCandidate> candidates) {
    java.util.Set<List<Integer>> out = new java.util.TreeSet<>(
        java.util.Comparator.comparing((List<Integer> l) -> l.get(0)).thenComparing(l -> l.get(1)));
    for (RaceCandidate c : candidates) {
      out.add(List.of(c.first(), c.second()));
    }
    return out;
  }

  /** Fires the candidate's prefix from the initial marking; then both accesses are enabled. */
  static void assertEnablesBoth(TraceNet mined, RaceCandidate c) {
    org.petrify.net.PetriNet net = mined.net();
    int[] m = new int[net.placeCount()];
    for (int p = 0; p < m.length; p++) {
      m[p] = net.initialTokens(p);
    }
    for (int t : c.prefix()) {
      assertThat(enabled(net, m, t)).as("prefix step %s", net.transitionName(t)).isTrue();
      for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
        m[net.prePlace(i)]--;
      }
      for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
        m[net.postPlace(i)]++;
      }
    }
    assertThat(enabled(net, m, c.first()) && enabled(net, m, c.second()))
        .as("both accesses enabled after the prefix").isTrue();
  }

  private static boolean enabled(org.petrify.net.PetriNet net, int[] m, int t) {
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      if (m[net.prePlace(i)] < 1) {
        return false;
      }
    }
    return true;
  }

  /**
   * Random runs of random programs (a main thread that starts 2-3 workers and joins them;
   * workers that read and write two fields, plainly or under one of two locks, sometimes
   * re-entering it, and write or read a volatile flag), recorded in a random interleaving that
   * respects the locks: both searches give the same candidates on every mined net, and every
   * candidate's prefix enables both accesses.
   */
  @Test
  void unfoldingAndStateSpaceAgreeOnRandomRuns() {
    int compared = 0;
    int racing = 0;
    int hbRacing = 0;
    for (int seed = 0; seed < 300; seed++) {
      java.util.Random random = new java.util.Random(seed);
      TraceNet net = TraceMiner.mine(randomRun(random));
      RaceFinder.Result r = RaceFinder.find(net, 500_000);
      if (!r.complete()) {
        continue;
      }
      UnfoldingRaceFinder.Result u = UnfoldingRaceFinder.find(net,
          org.petrify.checker.unfolding.UnfoldingOptions.defaults());
      assertThat(u.complete()).isTrue();
      assertThat(pairs(u.candidates())).as("seed %d", seed).isEqualTo(pairs(r.candidates()));
      for (RaceCandidate c : u.candidates()) {
        assertEnablesBoth(net, c);
      }
      // Happens-before is stronger than the mined net's order (which frees the lock order):
      // every pair it leaves unordered is a candidate of the net.
      java.util.Set<List<Integer>> hb = new java.util.HashSet<>();
      for (HappensBeforeRaces.Pair p : HappensBeforeRaces.find(randomRun(new java.util.Random(seed)), net)) {
        hb.add(List.of(p.first(), p.second()));
      }
      assertThat(pairs(r.candidates())).as("seed %d", seed).containsAll(hb);
      hbRacing += hb.size();
      compared++;
      racing += r.candidates().size();
    }
    assertThat(compared).isGreaterThan(250);
    assertThat(racing).as("the runs must have races to compare").isGreaterThan(300);
    assertThat(hbRacing).as("happens-before must report some of them").isPositive()
        .isLessThan(racing);
  }

  /** One random run; see {@link #unfoldingAndStateSpaceAgreeOnRandomRuns()}. */
  static Trace randomRun(java.util.Random random) {
    int field = TraceFormat.SITE_STATIC_FIELD;
    int vol = TraceFormat.SITE_STATIC_VOLATILE_FIELD;
    int mon = TraceFormat.SITE_MONITOR;
    int thr = TraceFormat.SITE_THREAD;
    int workers = 2 + random.nextInt(2);
    Builder b = new Builder().thread(0, -1, 0, "main");
    // per worker a program: op codes 0 read, 1 write, 2 lock, 3 unlock, 4 volatile write,
    // 5 volatile read; operand field (0, 1) or lock (0, 1)
    List<List<int[]>> programs = new ArrayList<>();
    for (int w = 1; w <= workers; w++) {
      b.thread(w, 0, w, "worker" + w);
      List<int[]> prog = new ArrayList<>();
      int steps = 2 + random.nextInt(5);
      for (int i = 0; i < steps; i++) {
        int kind = random.nextInt(6);
        if (kind == 2) {
          int lock = random.nextInt(2);
          boolean reenter = random.nextInt(4) == 0;
          prog.add(new int[] {2, lock});
          if (reenter) {
            prog.add(new int[] {2, lock});
          }
          int inside = 1 + random.nextInt(2);
          for (int k = 0; k < inside; k++) {
            prog.add(new int[] {random.nextInt(2), random.nextInt(2)});
          }
          if (reenter) {
            prog.add(new int[] {3, lock});
          }
          prog.add(new int[] {3, lock});
        } else if (kind == 3) {
          prog.add(new int[] {4, 0});
        } else if (kind == 4) {
          prog.add(new int[] {5, 0});
        } else {
          prog.add(new int[] {random.nextInt(2), random.nextInt(2)});
        }
      }
      programs.add(prog);
    }
    String[] fields = {"x", "y"};
    long[] lockObjects = {100, 101};
    int line = 10;
    if (random.nextBoolean()) {
      b.ev(0, TraceFormat.WRITE, field, line++, "x", 0);
    }
    for (int w = 1; w <= workers; w++) {
      b.ev(0, TraceFormat.START, thr, line++, null, w);
    }
    int[] pc = new int[workers + 1];
    int[] owner = {-1, -1};
    int[] depth = {0, 0};
    while (true) {
      List<Integer> runnable = new ArrayList<>();
      for (int w = 1; w <= workers; w++) {
        List<int[]> prog = programs.get(w - 1);
        if (pc[w] < prog.size()) {
          int[] op = prog.get(pc[w]);
          if (op[0] != 2 || owner[op[1]] == -1 || owner[op[1]] == w) {
            runnable.add(w);
          }
        }
      }
      if (runnable.isEmpty()) {
        break;
      }
      int w = runnable.get(random.nextInt(runnable.size()));
      int[] op = programs.get(w - 1).get(pc[w]);
      int at = 100 * w + pc[w]++;
      switch (op[0]) {
        case 0 -> b.ev(w, TraceFormat.READ, field, at, fields[op[1]], 0);
        case 1 -> b.ev(w, TraceFormat.WRITE, field, at, fields[op[1]], 0);
        case 2 -> {
          owner[op[1]] = w;
          depth[op[1]]++;
          b.ev(w, TraceFormat.ACQUIRE, mon, at, null, lockObjects[op[1]]);
        }
        case 3 -> {
          if (--depth[op[1]] == 0) {
            owner[op[1]] = -1;
          }
          b.ev(w, TraceFormat.RELEASE, mon, at, null, lockObjects[op[1]]);
        }
        case 4 -> b.ev(w, TraceFormat.SYNC_WRITE, vol, at, "flag", 0);
        default -> b.ev(w, TraceFormat.SYNC_READ, vol, at, "flag", 0);
      }
    }
    for (int w = 1; w <= workers; w++) {
      b.ev(0, TraceFormat.JOIN, thr, line++, null, w);
    }
    b.ev(0, TraceFormat.READ, field, line, fields[random.nextInt(2)], 0);
    return b.build();
  }

  private static int addSite(Builder b, int kind, int line) {
    int id = b.sites.size();
    b.sites.add(new Trace.Site(id, kind, "p/Main", "m", "Main.java", line, "", ""));
    return id;
  }
}
