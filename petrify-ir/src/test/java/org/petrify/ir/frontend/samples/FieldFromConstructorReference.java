package org.petrify.ir.frontend.samples;

import java.util.function.Function;

/**
 * {@code ancestor} is stored from a constructor parameter, and the only call of that
 * constructor in the code passes {@code null}; but a constructor reference {@code Node::new}
 * lets the library call it with {@code a}. The field is not null, and a call on it must not be
 * judged a null dereference.
 */
public class FieldFromConstructorReference {
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

  public static void main(String[] args) {
    Node a = new Node(null);
    Function<Node, Node> make = Node::new;
    Node b = make.apply(a);
    b.refresh();
  }
}
