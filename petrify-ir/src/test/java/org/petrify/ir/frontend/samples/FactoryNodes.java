package org.petrify.ir.frontend.samples;

/**
 * Two nodes made by one {@code new} in a factory method called twice on one receiver, locked in
 * opposite orders by two threads: a deadlock only if the two calls give two objects.
 */
public class FactoryNodes {
  static final class Node {
    int inbox;
  }

  static final class Network {
    Node addNode() {
      return new Node();
    }
  }

  static final class Sender extends Thread {
    final Node source;
    final Node target;

    Sender(Node source, Node target) {
      this.source = source;
      this.target = target;
    }

    @Override
    public void run() {
      synchronized (source) {
        synchronized (target) {
          target.inbox++;
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Network net = new Network();
    Node a = net.addNode();
    Node b = net.addNode();
    Sender forward = new Sender(a, b);
    Sender backward = new Sender(b, a);
    forward.start();
    backward.start();
    forward.join();
    backward.join();
  }
}
