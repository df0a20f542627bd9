package corpus.extra.inheritedget.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.AbstractList;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: {@code get} takes no lock, so the inherited {@code contains} under {@code A}
 * waits for nothing.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "the overridden get() takes no lock; the JDK may call it any number of times (a loop left by choice)")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class OneItem extends AbstractList<String> {
        @Override
        public String get(int index) {
            return "x";
        }

        @Override
        public int size() {
            return 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        OneItem items = new OneItem();
        Thread worker = new Thread(() -> {
            synchronized (B) {
                synchronized (A) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (A) {
            System.out.println(items.contains("x"));
        }
        worker.join();
    }
}
