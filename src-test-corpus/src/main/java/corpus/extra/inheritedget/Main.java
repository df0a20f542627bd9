package corpus.extra.inheritedget;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.AbstractList;
import org.petrify.corpus.Expect;

/**
 * An {@code AbstractList} whose {@code get} takes lock {@code B}: main calls the inherited
 * {@code contains} (JDK code, which iterates with {@code get}) holding {@code A}; the worker
 * takes {@code B} then {@code A}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "the inherited contains() calls the overridden get(), which locks B, under A; the JDK may call it any number of times (a loop left by choice)")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class OneItem extends AbstractList<String> {
        @Override
        public String get(int index) {
            synchronized (B) {
                return "x";
            }
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
