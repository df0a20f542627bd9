package corpus.extra.unsafeflag;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.reflect.Field;
import org.petrify.corpus.Expect;
import sun.misc.Unsafe;

/**
 * Lock-order inversion behind a flag that only {@code Unsafe} sets: main sets {@code flag}
 * with {@code putBoolean} at the offset of that field and then, because it is set, takes
 * {@code A} then {@code B}, while the helper takes {@code B} then {@code A}. A model that took
 * {@code flag} for a tracked value no program statement writes would keep it false and miss
 * the deadlock; the field whose offset is taken is untracked, so the test is a choice.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
            synchronized (B) {
                synchronized (A) {
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
