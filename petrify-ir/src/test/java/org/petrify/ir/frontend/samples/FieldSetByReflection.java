package org.petrify.ir.frontend.samples;

/**
 * {@code ancestor} is stored only from {@code null} in the code, but reflection writes it too:
 * the field's empty points-to set proves nothing, and the call on it stays an UNSOUND
 * {@code unresolved-call}.
 */
public class FieldSetByReflection {
  /** A node that may wrap an ancestor. */
  public static class Node {
    Node ancestor;
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

  public static void main(String[] args) throws Exception {
    Node n = new Node(null);
    Node.class.getDeclaredField("ancestor").set(n, new Node(null));
    n.refresh();
  }
}
