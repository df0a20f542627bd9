package org.petrify.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.petrify.agent.trace.Trace;
import org.petrify.agent.trace.TraceFormat;

/** Mining and the state-space race query on hand-written traces. */
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

  private static int addSite(Builder b, int kind, int line) {
    int id = b.sites.size();
    b.sites.add(new Trace.Site(id, kind, "p/Main", "m", "Main.java", line, "", ""));
    return id;
  }
}
