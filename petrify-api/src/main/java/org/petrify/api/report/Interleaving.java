package org.petrify.api.report;

import org.petrify.api.SourceLocation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.api.Explanation;
import org.petrify.api.Report;
import org.petrify.api.Step;
import org.petrify.api.WitnessLine;
import org.petrify.api.WitnessSummary;

/**
 * A witness of a {@link Report} as the pictures and code flows show it: the lines of the
 * witness in global order ({@link Report#witnessLines()}: the skeleton steps, each classified
 * (lock, unlock, wait, start, join, ...) with the locks its thread holds after it, and the
 * summaries of the other steps, kind {@link Kind#SUMMARY}), followed, for a deadlock, by one
 * {@link Kind#BLOCKED} event per thread that cannot move in the final state (what it waits for,
 * at which line, and who holds that lock). The threads whose lock waits form the cycle are
 * {@link #cycle()}.
 *
 * <p>Steps are classified from their typed {@link Step#kind()} and {@link Step#subject()},
 * never from their prose. Events are numbered by {@code order} from 1 across all threads (one
 * per row of a picture); {@code step} is the witness step an event shows (for a summary, its
 * first step; for a blocked event, 0). The blocked events come last. Lanes are the threads in
 * the order they first appear.
 */
final class Interleaving {
  /** What an event does. */
  enum Kind { ACQUIRE, RELEASE, WAIT, WAKE, FORK, JOIN, FINISH, OTHER, SUMMARY, BLOCKED }

  /**
   * One event. {@code lock} is the lock it takes, releases, waits on or is blocked on (null if
   * none); {@code other} the thread it starts or joins, or the holder of the lock a blocked
   * thread waits for (null if none); {@code holds} the locks its thread holds after it (for a
   * blocked event: while it waits); {@code repeated} is true for steps of the repeated part of
   * an infinite run; {@code steps} is the number of witness steps it stands for (0 for a blocked
   * event).
   */
  record Event(int order, int step, int steps, String thread, Kind kind, String lock,
      String other, SourceLocation origin, String text, List<String> holds, boolean repeated) {
    Event {
      holds = List.copyOf(holds);
    }
  }

  private final List<Event> events;
  private final List<String> lanes;
  private final Set<String> cycle;
  private final Set<Integer> onCycle;
  private final int loopStart;

  private Interleaving(List<Event> events, List<String> lanes, Set<String> cycle,
      Set<Integer> onCycle, int loopStart) {
    this.events = List.copyOf(events);
    this.lanes = List.copyOf(lanes);
    this.cycle = Set.copyOf(cycle);
    this.onCycle = Set.copyOf(onCycle);
    this.loopStart = loopStart;
  }

  /** The interleaving of a report's witness as the report shows it (empty when it has none). */
  static Interleaving of(Report r) {
    return ofLines(r.witnessLines(), r.loopLine(), r.explanation().orElse(null));
  }

  /** Every one of the steps ({@code loopStart} -1 if finite), ending as explained. */
  static Interleaving of(List<Step> steps, int loopStart, Explanation explanation) {
    return ofLines(WitnessSummary.full(steps), loopStart, explanation);
  }

  /** The lines of a witness ({@code loopLine} -1 if finite), ending as explained. */
  static Interleaving ofLines(List<WitnessLine> lines, int loopLine,
      Explanation explanation) {
    List<Event> events = new ArrayList<>();
    Set<String> lanes = new LinkedHashSet<>();
    Map<String, Map<String, Integer>> held = new HashMap<>();
    Map<String, Integer> waitingDepth = new HashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      WitnessLine line = lines.get(i);
      lanes.add(line.thread());
      Map<String, Integer> mine = held.computeIfAbsent(line.thread(),
          k -> new LinkedHashMap<>());
      boolean repeated = loopLine >= 0 && i >= loopLine;
      if (line instanceof WitnessLine.Summary sum) {
        events.add(new Event(i + 1, sum.first(), sum.steps(), sum.thread(), Kind.SUMMARY, null,
            null, SourceLocation.NONE, sum.text(), List.copyOf(mine.keySet()), repeated));
        continue;
      }
      Step s = ((WitnessLine.Shown) line).step();
      Kind kind = Kind.OTHER;
      String lock = null;
      String other = null;
      switch (s.kind()) {
        case LOCK -> {
          kind = Kind.ACQUIRE;
          lock = s.subject();
          mine.merge(lock, 1, Integer::sum);
        }
        case UNLOCK -> {
          kind = Kind.RELEASE;
          lock = s.subject();
          mine.computeIfPresent(lock, (k, d) -> d > 1 ? d - 1 : null);
        }
        case WAIT -> {
          kind = Kind.WAIT;
          lock = s.subject();
          Integer depth = mine.remove(lock);
          waitingDepth.put(s.thread() + '\n' + lock, depth == null ? 1 : depth);
        }
        case WAKE -> {
          kind = Kind.WAKE;
          lock = s.subject();
          mine.put(lock, waitingDepth.getOrDefault(s.thread() + '\n' + lock, 1));
        }
        case START -> {
          kind = Kind.FORK;
          other = s.subject();
        }
        case JOIN -> {
          kind = s.subject() != null ? Kind.JOIN : Kind.OTHER;
          other = s.subject();
        }
        case FINISH -> kind = Kind.FINISH;
        default -> {
          // NOTIFY, PARK, BLOCKING_CALL, TRACKED_WRITE, ...: drawn as plain steps
        }
      }
      if (lock == null && (kind == Kind.ACQUIRE || kind == Kind.RELEASE || kind == Kind.WAIT
          || kind == Kind.WAKE)) {
        kind = Kind.OTHER;
      }
      events.add(new Event(i + 1, s.index(), 1, s.thread(), kind, lock, other, s.origin(),
          s.text(), List.copyOf(mine.keySet()), repeated));
    }
    Set<String> cycle = new LinkedHashSet<>();
    if (explanation instanceof Explanation.Deadlock d) {
      Map<String, String> heldBy = new LinkedHashMap<>();
      for (Explanation.BlockedThread t : d.threads()) {
        String thread = t.thread();
        lanes.add(thread);
        List<String> holds = new ArrayList<>();
        for (Explanation.HeldLock h : t.holds()) {
          holds.add(h.lock());
        }
        String other = t.heldBy();
        if (t.lock() != null && other != null) {
          heldBy.put(thread, other);
        }
        events.add(new Event(events.size() + 1, 0, 0, thread, Kind.BLOCKED, t.lock(),
            other != null ? other : t.joins(), t.waitingAt(),
            "waits for " + t.waitingFor() + (other != null ? ", held by " + other : ""),
            holds, false));
      }
      for (String start : heldBy.keySet()) {
        String at = start;
        for (int n = 0; n <= heldBy.size() && at != null; n++) {
          at = heldBy.get(at);
          if (start.equals(at)) {
            cycle.add(start);
            break;
          }
        }
      }
    }
    Set<Integer> onCycle = new LinkedHashSet<>();
    for (Event e : events) {
      if (e.kind() == Kind.BLOCKED && e.lock() != null && cycle.contains(e.thread())) {
        onCycle.add(e.order());
        for (int j = events.size() - 1; j >= 0; j--) {
          Event a = events.get(j);
          if ((a.kind() == Kind.ACQUIRE || a.kind() == Kind.WAKE) && a.thread().equals(e.other())
              && e.lock().equals(a.lock())) {
            onCycle.add(a.order());
            break;
          }
        }
      }
    }
    return new Interleaving(events, new ArrayList<>(lanes), cycle, onCycle, loopLine);
  }

  List<Event> events() {
    return events;
  }

  /** The threads, in the order they first act (blocked-only threads last). */
  List<String> lanes() {
    return lanes;
  }

  /** The threads whose lock waits form a cycle in the final state (empty if none). */
  Set<String> cycle() {
    return cycle;
  }

  /** Index into the lines where the repeated part of an infinite run starts; -1 if finite. */
  int loopStart() {
    return loopStart;
  }

  /**
   * True if the event is part of the final cycle: the blocked wait of a thread on the cycle, or
   * the last acquisition of the lock it waits for by the thread that holds it.
   */
  boolean onCycle(Event e) {
    return onCycle.contains(e.order());
  }
}
