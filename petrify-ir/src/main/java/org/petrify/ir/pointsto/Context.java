package org.petrify.ir.pointsto;

/**
 * A calling context of a method, or the heap context of an abstract object: empty, the
 * allocation site of the receiver (1-object sensitivity, for instance methods), or a call site
 * (1-call-site sensitivity, for static methods). Contexts are compared by their readable name,
 * which is unique because site and call-site names are.
 */
public record Context(String name) {
  /** No context: the method or object is not distinguished by its caller. */
  public static final Context EMPTY = new Context("");

  public boolean isEmpty() {
    return name.isEmpty();
  }

  @Override
  public String toString() {
    return name;
  }
}
