package corpus.liveness.casfresh.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Two threads push three nodes each onto a Treiber stack: read the head, link a new node to it,
 * compare-and-set the head from the value read, retry on failure. A compare-and-set fails only
 * when the other thread changed the head since the read, which it does at most three times, so
 * every run terminates (the JVM prints true). The model knows a head only as null or non-null, so
 * a compare-and-set of a non-null head may fail without any change: with thread fairness the
 * failures of a compare-and-set fed by a fresh read of the head are answered by changes of the
 * head (a fair run that changes it finitely often fails finitely often), which rules that spin
 * out. Without fairness the model still spins there (no such constraint is applied).
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "termination and livelock without fairness: a compare-and-set of a non-null head"
            + " against a non-null expected value may fail forever in the model; the responses"
            + " that rule it out are part of the fairness assumption")
public class Main {
    static final class Node {
        final Node next;

        Node(Node next) {
            this.next = next;
        }
    }

    static final AtomicReference<Node> TOP = new AtomicReference<>();

    public static void main(String[] args) throws InterruptedException {
        Runnable pushThree = () -> {
            for (int i = 0; i < 3; i++) {
                Node h;
                Node n;
                do {
                    h = TOP.get();
                    n = new Node(h);
                } while (!TOP.compareAndSet(h, n));
            }
        };
        Thread a = new Thread(pushThree);
        Thread b = new Thread(pushThree);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(TOP.get() != null);
    }
}
