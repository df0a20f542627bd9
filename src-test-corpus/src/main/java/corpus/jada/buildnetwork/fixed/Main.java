package corpus.jada.buildnetwork.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of jada.buildnetwork: both senders lock the two ends of the link in the order the link
 * defines, so the locks are always taken in one global order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: both senders lock the link ends in the link's order")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Network net = new Network();
        Node a = net.addNode("a");
        Node b = net.addNode("b");
        Link ab = net.connect(a, b);
        Sender forward = new Sender(ab.from, ab.to);
        Sender backward = new Sender(ab.from, ab.to);
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
