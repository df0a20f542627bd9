package corpus.extra.summarylock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Like jada.buildnetwork, but both nodes come from one context of the allocating method (it is
 * reached through one call site of a helper that is called twice), so the points-to analysis
 * keeps one summary object for them. Two senders lock the nodes in opposite orders; the deadlock
 * is only found if taking the second node is not modelled as re-entry (the summary lock becomes
 * instance locks).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Network net = new Network();
        Node a = add(net);
        Node b = add(net);
        Sender forward = new Sender(a, b);
        Sender backward = new Sender(b, a);
        forward.start();
        backward.start();
        forward.join();
        backward.join();
    }

    static Node add(Network net) {
        return net.make();
    }
}

final class Node {
    int inbox;
}

final class Network {
    Node make() {
        return new Node();
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
