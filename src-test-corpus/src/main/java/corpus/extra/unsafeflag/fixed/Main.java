package corpus.extra.unsafeflag.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.lang.reflect.Field;
import org.petrify.corpus.Expect;
import sun.misc.Unsafe;

/**
 * Twin of extra.unsafeflag: the helper takes {@code A} then {@code B} too, so whatever
 * {@code flag} holds, the locks are taken in one order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"unmodelled-library", "library-callback"},
        acceptReason = "Unsafe.objectFieldOffset/putBoolean and Field.get touch only flag and"
            + " the Unsafe instance (which calls no method of the Main object it is handed),"
            + " never a lock or a thread")
@SuppressWarnings("removal")
public class Main {
    static final Unsafe U = unsafe();
    static final long FLAG = offset("flag");
    static final Object A = new Object();
    static final Object B = new Object();

    boolean flag;

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
            synchronized (A) {
                synchronized (B) {
                    m.hashCode();
                }
            }
        });
        helper.start();
        U.putBoolean(m, FLAG, true);
        if (m.flag) {
            synchronized (A) {
                synchronized (B) {
                    m.hashCode();
                }
            }
        }
        helper.join();
    }
}
