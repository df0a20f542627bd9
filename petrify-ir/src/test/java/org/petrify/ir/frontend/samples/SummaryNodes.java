package org.petrify.ir.frontend.samples;

/**
 * Nodes allocated in a loop whose bound is not a constant, so the points-to analysis keeps one
 * summary object for all of them; two threads lock two of them in opposite orders. The
 * deadlock needs two instances of the summary lock held at once.
 */
public class SummaryNodes {
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

  public static void main(String[] args) throws InterruptedException {
    Node[] nodes = new Node[args.length + 2];
    for (int i = 0; i < nodes.length; i++) {
      nodes[i] = new Node();
    }
    Node a = nodes[0];
    Node b = nodes[1];
    Thread t1 = new Thread(() -> send(a, b));
    Thread t2 = new Thread(() -> send(b, a));
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}
