package corpus.extra.jdkentry;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.AbstractMap;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * An entry is either the JDK's {@code SimpleEntry} holding a value or an entry of ours whose
 * value is always {@code null}; a value found is reported under two locks taken in the order
 * opposite to the worker's. Run without arguments, the JDK entry is used: a lock-order
 * deadlock. The JDK's {@code getValue} has no callee in the points-to result, so the call's
 * result must not be decided by our entry's {@code return null} alone.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the JDK entry's value is unknown, so the inverted order may run")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Empty implements Map.Entry<String, Object> {
        @Override
        public String getKey() {
            return "empty";
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
        return n == 0 ? new AbstractMap.SimpleEntry<>("k", new Object()) : new Empty();
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
