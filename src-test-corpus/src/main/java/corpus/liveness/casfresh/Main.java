package corpus.liveness.casfresh;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Two threads push a node each onto a Treiber stack, but retry the compare-and-set with the
 * head main read before starting them instead of reading the head again: both expect the empty
 * stack, one wins, and the other retries from the empty stack forever (the JVM hangs, in every
 * interleaving). The expected value is no fresh read, so its failures need no change of the
 * head and the spin stays a non-termination under thread fairness.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "ABSTRACTION GAP: the captured head is not tracked, so each compare-and-set's outcome is a free"
            + " choice: fair choices (the suite's fairness) let it succeed, so the fair verdicts"
            + " hold; with --fairness threads (no fair choices) termination is VIOLATED")
public class Main {
    static final class Node {
        final Node next;

        Node(Node next) {
            this.next = next;
        }
    }

    static final AtomicReference<Node> TOP = new AtomicReference<>();

    public static void main(String[] args) throws InterruptedException {
        final Node head = TOP.get();
        Runnable push = () -> {
            Node n = new Node(head);
            while (!TOP.compareAndSet(head, n)) {
                Thread.onSpinWait();
            }
        };
        Thread a = new Thread(push);
        Thread b = new Thread(push);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
