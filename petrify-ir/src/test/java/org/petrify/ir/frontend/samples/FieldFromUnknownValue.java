package org.petrify.ir.frontend.samples;

/**
 * {@code ancestor} is stored from a value read out of the system properties, which the
 * points-to analysis has no object for: the field's set is empty though the value may not be
 * null, so the call on it stays an UNSOUND {@code unresolved-call}.
 */
public class FieldFromUnknownValue {
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
  }

  static Node lookup() {
    return (Node) System.getProperties().get("node");
  }

  public static void main(String[] args) {
    Node n = new Node(lookup());
    n.refresh();
  }
}
