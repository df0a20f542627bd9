package org.petrify.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A witness as reports show it: the steps of the concurrency skeleton ({@link
 * StepKind#isSkeleton()}) one per line, and each run of other steps summarised.
 *
 * <p>A <em>run</em> is a maximal sequence of consecutive non-skeleton steps that does not cross
 * the start of the repeated part of an infinite witness. A run becomes one {@link
 * WitnessLine.Summary} per thread that has at least {@value #SHORTEST} steps in it, placed at
 * the thread's first step in the run ("… 1,204 steps by main in 37 methods, from ...
 * to ..."); a thread with fewer steps in the run keeps them as they are (a summary would not
 * be shorter). Moving one thread's
 * non-skeleton steps ahead of another's within a run changes no lock, wait set, thread or
 * guard the skeleton steps see, since none of those steps changes any of them; every
 * skeleton step keeps its place. Summarising is presentation only: {@link Report#witness()}
 * keeps every step, and the replay on the JVM uses that list.
 */
public final class WitnessSummary {
  /** The fewest steps of one thread in a run that are summarised. */
  public static final int SHORTEST = 3;

  private WitnessSummary() {}

  /** The witness with every run of non-skeleton steps summarised ({@code loopStart} -1: finite). */
  public static List<WitnessLine> of(List<Step> steps, int loopStart) {
    List<WitnessLine> lines = new ArrayList<>();
    int i = 0;
    while (i < steps.size()) {
      if (steps.get(i).kind().isSkeleton()) {
        lines.add(new WitnessLine.Shown(steps.get(i)));
        i++;
        continue;
      }
      int end = i;
      while (end < steps.size() && !steps.get(end).kind().isSkeleton()
          && (end == i || end != loopStart)) {
        end++;
      }
      summariseRun(steps.subList(i, end), lines);
      i = end;
    }
    return lines;
  }

  /** Every step on a line of its own (a full witness). */
  public static List<WitnessLine> full(List<Step> steps) {
    List<WitnessLine> lines = new ArrayList<>();
    for (Step s : steps) {
      lines.add(new WitnessLine.Shown(s));
    }
    return lines;
  }

  /**
   * The index in {@code lines} (made from {@code steps}) of the first line of the repeated part
   * that starts at {@code steps.get(loopStart)}, or -1 if {@code loopStart} is -1.
   */
  public static int loopLine(List<Step> steps, int loopStart, List<WitnessLine> lines) {
    if (loopStart < 0 || loopStart >= steps.size()) {
      return -1;
    }
    int from = steps.get(loopStart).index();
    for (int k = 0; k < lines.size(); k++) {
      if (firstIndex(lines.get(k)) >= from) {
        return k;
      }
    }
    return lines.size();
  }

  private static void summariseRun(List<Step> run, List<WitnessLine> lines) {
    Map<String, List<Step>> byThread = new LinkedHashMap<>();
    for (Step s : run) {
      byThread.computeIfAbsent(s.thread(), k -> new ArrayList<>()).add(s);
    }
    List<WitnessLine> out = new ArrayList<>();
    for (Map.Entry<String, List<Step>> e : byThread.entrySet()) {
      List<Step> mine = e.getValue();
      if (mine.size() < SHORTEST) {
        mine.forEach(s -> out.add(new WitnessLine.Shown(s)));
        continue;
      }
      List<Integer> indices = new ArrayList<>();
      for (Step s : mine) {
        indices.add(s.index());
      }
      out.add(new WitnessLine.Summary(e.getKey(), indices, where(mine)));
    }
    out.sort(java.util.Comparator.comparingInt(WitnessSummary::firstIndex));
    lines.addAll(out);
  }

  private static int firstIndex(WitnessLine l) {
    return l instanceof WitnessLine.Summary s ? s.first()
        : ((WitnessLine.Shown) l).step().index();
  }

  /**
   * The code some steps run in: {@code pkg.Cls.m (Cls.java:12-40)} for one method, {@code
   * N methods, from pkg.Cls.m (Cls.java:24) to pkg.D.n (D.java:80)} for several (the first and
   * the last step with a known position; {@code N methods, from and back to pkg.Cls.m
   * (Cls.java:24)} when those are the same); empty if no step has one.
   */
  static String where(List<Step> steps) {
    Set<String> methods = new LinkedHashSet<>();
    SourceLocation first = null;
    SourceLocation last = null;
    int low = Integer.MAX_VALUE;
    int high = -1;
    for (Step s : steps) {
      SourceLocation o = s.origin();
      if (o == null || !o.isKnown()) {
        continue;
      }
      methods.add(o.className() + "." + o.methodName());
      first = first == null ? o : first;
      last = o;
      if (o.line() > 0) {
        low = Math.min(low, o.line());
        high = Math.max(high, o.line());
      }
    }
    if (first == null) {
      return "";
    }
    if (methods.size() == 1) {
      String method = first.className() + "." + first.methodName();
      return high < 0 ? method : method + " (" + file(first) + ":" + low
          + (high > low ? "-" + high : "") + ")";
    }
    String from = position(first);
    String to = position(last);
    return String.format(java.util.Locale.ROOT, from.equals(to) ? "%,d methods, from and back to %s"
        : "%,d methods, from %s to %s", methods.size(), from, to);
  }

  private static String position(SourceLocation o) {
    String method = o.className() + "." + o.methodName();
    return o.line() > 0 ? method + " (" + file(o) + ":" + o.line() + ")" : method;
  }

  private static String file(SourceLocation o) {
    if (o.sourceFile() != null) {
      return o.sourceFile();
    }
    String simple = o.className().substring(o.className().lastIndexOf('.') + 1);
    int dollar = simple.indexOf('$');
    return (dollar > 0 ? simple.substring(0, dollar) : simple) + ".java";
  }
}
