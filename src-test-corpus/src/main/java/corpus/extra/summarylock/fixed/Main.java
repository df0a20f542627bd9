package corpus.extra.summarylock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.summarylock: the backward sender starts only after the forward one has finished,
 * so the two never hold nodes at the same time.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the senders run one after the other")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Network net = new Network();
        Node a = add(net);
        Node b = add(net);
        Sender forward = new Sender(a, b);
        Sender backward = new Sender(b, a);
        forward.start();
        forward.join();
        backward.start();
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
