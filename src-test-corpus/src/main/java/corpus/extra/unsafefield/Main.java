package corpus.extra.unsafefield;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.reflect.Field;
import org.petrify.corpus.Expect;
import sun.misc.Unsafe;

/**
 * Lost wake-up next to a field written through {@code Unsafe}: the helper notifies without
 * setting {@code done} and then counts {@code hits} with {@code Unsafe.getAndAddInt} at the
 * offset of that field, so main, which waits while {@code done} is false, may wait after the
 * only notification and never wake. The offset is taken of {@code hits} only, so {@code done}
 * is still a tracked value.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"unmodelled-library", "library-callback"},
        acceptReason = "Unsafe.objectFieldOffset/getAndAddInt and Field.get touch only hits and"
            + " the Unsafe instance (which calls no method of the Main object it is handed),"
            + " never a lock, a thread or done")
@SuppressWarnings("removal")
public class Main {
    static final Unsafe U = unsafe();
    static final long HITS = offset("hits");
    static final Object LOCK = new Object();

    volatile int hits;
    boolean done;

    static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    static long offset(String name) {
        try {
            return U.objectFieldOffset(Main.class.getDeclaredField(name));
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final Main m = new Main();
        Thread helper = new Thread(() -> {
            synchronized (LOCK) {
                LOCK.notifyAll();
            }
            U.getAndAddInt(m, HITS, 1);
        });
        helper.start();
        synchronized (LOCK) {
            while (!m.done) {
                LOCK.wait();
            }
        }
        helper.join();
    }
}
