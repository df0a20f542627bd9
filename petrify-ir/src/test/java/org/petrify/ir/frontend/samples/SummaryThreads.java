package org.petrify.ir.frontend.samples;

/**
 * Like {@link SummaryNodes}, but the threads are started in a loop with an unknown bound: any
 * number of them may hold nodes at once, more than the instance locks can stand for.
 */
public class SummaryThreads {
  static final class Node {
    int inbox;
  }

  static void send(Node source, Node target) {
    synchronized (source) {
      synchronized (target) {
        target.inbox++;
      }
    }
  }

  public static void main(String[] args) {
    Node[] nodes = new Node[args.length + 2];
    for (int i = 0; i < nodes.length; i++) {
      nodes[i] = new Node();
    }
    for (int i = 0; i < args.length; i++) {
      Node a = nodes[i];
      Node b = nodes[i + 1];
      new Thread(() -> send(a, b)).start();
    }
  }
}
