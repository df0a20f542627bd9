package org.petrify.ir.frontend.samples;

/**
 * Rule (3) of {@code NullReceivers}: {@code ancestor} is only ever set from a constructor
 * parameter that every reached {@code new} passes as {@code null} ({@code child()}, which would
 * pass {@code this}, is never called), so {@code ancestor.refresh()} can only throw; the class
 * is created, so rule (1) does not apply. Guava's {@code WrappedCollection.ancestor} in small.
 */
public class NullOnlyField {
  /** A node that may wrap an ancestor. */
  public static class Node {
    final Node ancestor;
    int size;

    Node(Node ancestor) {
      this.ancestor = ancestor;
    }

    void refresh() {
      if (ancestor != null) {
        ancestor.refresh();
      }
      size++;
    }

    Node child() {
      return new Node(this);
    }
  }

  public static void main(String[] args) {
    Node n = new Node(null);
    n.refresh();
  }
}
