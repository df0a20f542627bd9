package org.petrify.api;

import java.util.List;

/**
 * One line of a witness as reports show it ({@link Report#witnessLines()}): a step of the
 * concurrency skeleton, or the summary of a thread's steps that are not ({@link
 * WitnessSummary}).
 */
public sealed interface WitnessLine {

  /** The thread the line is about. */
  String thread();

  /** The line as the text report prints it, without indentation. */
  String text();

  /** The number of witness steps the line stands for. */
  int steps();

  /** A step shown as it is. */
  record Shown(Step step) implements WitnessLine {
    @Override
    public String thread() {
      return step.thread();
    }

    @Override
    public String text() {
      return step.toString();
    }

    @Override
    public int steps() {
      return 1;
    }
  }

  /**
   * Steps of one thread, none of them a skeleton step, taken together: {@code indices} are their
   * {@link Step#index()}es (ascending, at least {@value WitnessSummary#SHORTEST}), {@code where} names the code they run in
   * (e.g. {@code "app.Main.init (Main.java:12-40)"}, or {@code "37 methods, from
   * app.Main.main (Main.java:24) to app.Pool.add (Pool.java:80)"}; empty when no step has a
   * known position). Other threads' steps may lie between them; see {@link WitnessSummary}.
   */
  record Summary(String thread, List<Integer> indices, String where) implements WitnessLine {
    public Summary {
      indices = List.copyOf(indices);
    }

    /** The index of the first step summarised. */
    public int first() {
      return indices.get(0);
    }

    /** The index of the last step summarised. */
    public int last() {
      return indices.get(indices.size() - 1);
    }

    @Override
    public int steps() {
      return indices.size();
    }

    @Override
    public String text() {
      return String.format(java.util.Locale.ROOT, "… %,d steps by %s%s", indices.size(), thread,
          where.isEmpty() ? "" : " in " + where);
    }
  }
}
