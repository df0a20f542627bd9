package corpus.extra.unsafefield.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.lang.reflect.Field;
import org.petrify.corpus.Expect;
import sun.misc.Unsafe;

/**
 * Twin of extra.unsafefield: the helper sets {@code done} before it notifies, under the lock
 * main waits on. HOLDS only if {@code done} is tracked: the {@code Unsafe} write reaches only
 * the fields whose offsets reachable code takes ({@code hits}), so it no longer makes every
 * field of the program untracked. The calls of {@code Unsafe} and {@code Field.get} are not
 * modelled (UNSOUND {@code unmodelled-library}); they only read and add to {@code hits}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
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
                m.done = true;
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
