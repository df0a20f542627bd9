package corpus.values.finalgetter;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Pooled holders in the style of commons-pool2's {@code DefaultPooledObject}: each wraps an
 * object in a {@code final} field, read through a getter and tested by a static helper
 * ({@code PooledObject.isNull}). The holders are made by one factory method called twice. One of them wraps {@code null}, so the worker that checks it
 * waits forever (a real deadlock: main's join never returns).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the second holder wraps null")
public class Main {
    static final Object lock = new Object();

    static final class Holder {
        private final Object payload;

        Holder(Object payload) {
            this.payload = payload;
        }

        Object get() {
            return payload;
        }
    }

    static Holder wrap(Object o) {
        return new Holder(o);
    }

    static boolean isNull(Holder h) {
        return h.get() == null;
    }

    static void check(Holder h) throws InterruptedException {
        if (isNull(h)) {
            synchronized (lock) {
                lock.wait();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Holder a = wrap(new Object());
        Holder b = wrap(null);
        Thread w = new Thread(() -> {
            try {
                check(a);
                check(b);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "worker");
        w.start();
        w.join();
    }
}
