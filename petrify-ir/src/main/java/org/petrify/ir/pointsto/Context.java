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
 *
 * <p>{@code thread} is the thread tag ({@link ThreadContexts}): null for none, else the
 * allocation site of the thread object whose code runs the method instance (or, for a heap
 * context, allocated the object). It is not an element: the depth bound and the cuts leave it,
 * and the derived contexts ({@link #push}, {@link #concat}, {@link #truncate}) keep the tag of
 * the context they extend. Thread sites are finitely many, so contexts stay finitely many.
 */
public final class Context {
  /** No context: the method or object is not distinguished by its caller. */
  public static final Context EMPTY = new Context(List.of());

  private final List<String> elements;
  private final String thread;
  /**
   * The hash, computed once: contexts are parts of the keys of most of the analysis' maps
   * (method instances, nodes, call sites), hashed and compared per call and receiver object.
   */
  private final int hash;

  public Context(List<String> elements, String thread) {
    this.elements = List.copyOf(elements);
    this.thread = thread;
    this.hash = this.elements.hashCode() * 31 + java.util.Objects.hashCode(thread);
  }

  /** The elements, most recent first. */
  public List<String> elements() {
    return elements;
  }

  /** The thread tag, null for none. */
  public String thread() {
    return thread;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof Context c && c.hash == hash && c.elements.equals(elements)
        && java.util.Objects.equals(c.thread, thread);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /** A context without thread tag. */
  public Context(List<String> elements) {
    this(elements, null);
  }

  /** This context with thread tag {@code tag} (null for none). */
  Context withThread(String tag) {
    return java.util.Objects.equals(tag, thread) ? this : new Context(elements, tag);
  }

  /**
   * The context {@code [first] ++ rest}, keeping at most {@code limit} site elements (call and
   * allocation sites): a {@link ParameterBranches} element ({@code args(...)}) is kept but not
   * counted, so the values an instance was analysed with never push out of the depth a site
   * that keeps two objects apart. Without this, the two views {@code
   * Multimaps.synchronizedListMultimap(...)} makes at two lines of {@code main} were one
   * receiver: their heap contexts {@code [args(p1=null), Multimaps...:992, main:16]} and {@code
   * [..., main:17]} differ in their third element only, which the receiver identity (the
   * allocation site in front) cut, and each view's mutex was both views.
   *
   * <p>Still finitely many contexts: an {@code args} element is only ever put in front of a
   * context whose first element is a site, or of the empty one, so no two are adjacent and a
   * context keeps at most {@code limit} sites and {@code limit + 1} such elements. A longer
   * context only splits method instances and objects further, which any choice of context may
   * do soundly.
   */
  static Context push(String first, Context rest, int limit) {
    List<String> e = new ArrayList<>(Math.min(2 * limit + 1, rest.elements.size() + 1));
    e.add(first);
    int sites = ParameterBranches.isElement(first) ? 0 : 1;
    for (String r : rest.elements) {
      if (sites >= limit) {
        break;
      }
      if (!ParameterBranches.isElement(r)) {
        sites++;
      }
      e.add(r);
    }
    return new Context(e, rest.thread);
  }

  /** The context {@code first ++ rest} (its length is the sum of theirs). */
  static Context concat(Context first, Context rest) {
    List<String> e = new ArrayList<>(first.elements);
    e.addAll(rest.elements);
    return new Context(e, rest.thread);
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
    return elements.size() <= limit ? this
        : new Context(elements.subList(0, limit), thread);
  }

  public boolean isEmpty() {
    return elements.isEmpty() && thread == null;
  }

  /**
   * The readable name: the elements joined by commas, then {@code ^} and the thread tag if
   * there is one; empty for no context.
   */
  public String name() {
    String e = String.join(",", elements);
    return thread == null ? e : e + "^" + thread;
  }

  @Override
  public String toString() {
    return name();
  }
}
