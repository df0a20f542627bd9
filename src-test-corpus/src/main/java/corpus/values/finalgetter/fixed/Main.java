package corpus.values.finalgetter.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code values.finalgetter}: both holders wrap a new object, so {@code
 * isNull} is false for each and nobody waits. The model must agree: the getter's call acts as
 * a read of the holder's tracked field ({@code GetterReads}), and the static helper is
 * translated for the holder it is given (result exits), so its test is decided.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a final field set non-null before the object escapes is never read as null")
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
        Holder b = wrap(new Object());
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
