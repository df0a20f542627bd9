package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.List;

/**
 * A calling context of a method, or the heap context of an abstract object: a bounded string of
 * context elements, most recent first. An element is the allocation site of a receiver (object
 * sensitivity) or a call site ({@code pkg.Cls.method:line#stmt}, call-site sensitivity); see
 * {@link PointsToAnalysis} for which methods get which. Contexts are compared by their
 * elements; the readable name joins them with commas and is unique because site and call-site
 * names are.
 */
public record Context(List<String> elements) {
  /** No context: the method or object is not distinguished by its caller. */
  public static final Context EMPTY = new Context(List.of());

  public Context {
    elements = List.copyOf(elements);
  }

  /** The context {@code [first] ++ rest}, keeping at most {@code limit} elements. */
  static Context push(String first, Context rest, int limit) {
    List<String> e = new ArrayList<>(Math.min(limit, rest.elements.size() + 1));
    e.add(first);
    for (String r : rest.elements) {
      if (e.size() >= limit) {
        break;
      }
      e.add(r);
    }
    return new Context(e);
  }

  /** The context {@code first ++ rest} (its length is the sum of theirs). */
  static Context concat(Context first, Context rest) {
    List<String> e = new ArrayList<>(first.elements);
    e.addAll(rest.elements);
    return new Context(e);
  }

  /**
   * The context {@code [first] ++ rest}, one element longer than {@code rest} (for an element
   * that speaks for the method instance itself, {@link ParameterBranches}).
   */
  static Context prepend(String first, Context rest) {
    return concat(new Context(List.of(first)), rest);
  }

  /** This context cut to its first {@code limit} elements. */
  Context truncate(int limit) {
    return elements.size() <= limit ? this : new Context(elements.subList(0, limit));
  }

  public boolean isEmpty() {
    return elements.isEmpty();
  }

  /** The readable name: the elements joined by commas, empty for no context. */
  public String name() {
    return String.join(",", elements);
  }

  @Override
  public String toString() {
    return name();
  }
}
