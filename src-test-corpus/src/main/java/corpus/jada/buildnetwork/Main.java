package corpus.jada.buildnetwork;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A network is built from nodes and links; two sender threads push a message over the same link
 * from its two ends, each locking the node it starts at and then the node at the other end.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA BuildNetwork")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Network net = new Network();
        Node a = net.addNode("a");
        Node b = net.addNode("b");
        Link ab = net.connect(a, b);
        Sender forward = new Sender(ab.from, ab.to);
        Sender backward = new Sender(ab.to, ab.from);
        forward.start();
        backward.start();
        forward.join();
        backward.join();
    }
}

final class Node {
    final String name;
    int inbox;

    Node(String name) {
        this.name = name;
    }
}

final class Link {
    final Node from;
    final Node to;

    Link(Node from, Node to) {
        this.from = from;
        this.to = to;
    }
}

final class Network {
    int size;

    Node addNode(String name) {
        size++;
        return new Node(name);
    }

    Link connect(Node a, Node b) {
        return new Link(a, b);
    }
}

final class Sender extends Thread {
    private final Node source;
    private final Node target;

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
