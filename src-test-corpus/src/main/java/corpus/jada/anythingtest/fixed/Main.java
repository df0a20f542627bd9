package corpus.jada.anythingtest.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Twin of jada.anythingtest: both workers nest the two objects in the same order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order")
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
        new Thread(() -> nest(x, y)).start();
    }
}
