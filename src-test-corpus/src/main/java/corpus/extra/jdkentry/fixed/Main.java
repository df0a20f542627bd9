package corpus.extra.jdkentry.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: both entries are ours and both values are {@code null}, so the value is
 * {@code null} on every run and the inverted order never runs.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "every target of getValue returns null; no inversion")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Empty implements Map.Entry<String, Object> {
        private final String key;

        Empty() {
            this("empty");
        }

        Empty(String key) {
            this.key = key;
        }

        @Override
        public String getKey() {
            return key;
        }

        @Override
        public Object getValue() {
            return null;
        }

        @Override
        public Object setValue(Object value) {
            throw new UnsupportedOperationException();
        }
    }

    static Map.Entry<String, Object> entry(int n) {
        return n == 0 ? new Empty() : new Empty("other");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    System.out.println("worker");
                }
            }
        }, "worker");
        worker.start();
        Object v = entry(args.length).getValue();
        if (v != null) {
            synchronized (B) {
                synchronized (A) {
                    System.out.println("main " + v);
                }
            }
        }
        worker.join();
    }
}
