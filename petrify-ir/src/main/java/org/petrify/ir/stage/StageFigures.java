package org.petrify.ir.stage;

import java.util.ArrayList;
import java.util.List;

/**
 * What the stages had built at one moment (a snapshot): counts stay 0 for a stage that has not
 * run yet.
 *
 * @param stage the stage running (or the last one run)
 * @param millis wall-clock milliseconds since the budget was made
 * @param classes classes on the class path whose headers were read
 * @param methods method instances the points-to analysis reached (each read by SootUp)
 * @param procedures rb procedures translated
 * @param skeletonProcedures rb procedures in the concurrency skeleton cut for the net (known
 *     once the skeleton is cut, before the net is built)
 * @param subnets subnets of the net discovered
 * @param places places of the net built
 * @param transitions transitions of the net built
 */
public record StageFigures(Stage stage, long millis, long classes, long methods,
    long procedures, long skeletonProcedures, long subnets, long places, long transitions) {

  /** A short summary of the counts that are not zero, e.g. {@code "1,204 classes read, ..."}. */
  public String summary() {
    List<String> parts = new ArrayList<>();
    add(parts, classes, "classes read");
    add(parts, methods, "methods reached");
    add(parts, procedures, "procedures translated");
    add(parts, skeletonProcedures, "skeleton procedures");
    add(parts, subnets, "subnets");
    add(parts, places, "places");
    add(parts, transitions, "transitions");
    return parts.isEmpty() ? "nothing built yet" : String.join(", ", parts);
  }

  private static void add(List<String> parts, long n, String what) {
    if (n > 0) {
      parts.add(String.format(java.util.Locale.ROOT, "%,d %s", n, what));
    }
  }
}
