package corpus.jada.anythingtest;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Locks typed as plain {@code Object}: a holder hands out "anything" and a generic helper nests
 * two monitors. The two workers (an anonymous Runnable and a lambda) pass the same two objects in
 * opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA AnythingTest")
public class Main {
    static final class Holder {
        private Object content;

        void put(Object o) {
            content = o;
        }

        Object get() {
            return content;
        }
    }

    static int counter;

    static void nest(Object outer, Object inner) {
        synchronized (outer) {
            synchronized (inner) {
                counter++;
            }
        }
    }

    public static void main(String[] args) {
        Holder h1 = new Holder();
        Holder h2 = new Holder();
        h1.put(new Object());
        h2.put(new StringBuilder());
        Object x = h1.get();
        Object y = h2.get();
        new Thread(new Runnable() {
            @Override
            public void run() {
                nest(x, y);
            }
        }).start();
        new Thread(() -> nest(y, x)).start();
    }
}
