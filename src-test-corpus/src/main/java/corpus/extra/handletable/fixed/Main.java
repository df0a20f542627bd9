package corpus.extra.handletable.fixed;

import static org.petrify.corpus.Expected.INCONCLUSIVE;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code extra.handletable}: the table is made but never run, so the flag
 * stays false and both threads take A then B. Main runs another handle, of a JDK method found
 * through the platform class loader, which writes no field of the program. The model follows
 * where the table's handle can go (list, array, static field) and finds no call that runs it,
 * so the flag stays tracked: no deadlock for the model (the handle it runs is an unmodelled
 * library call, hence INCONCLUSIVE).
 */
@Expect(deadlock = INCONCLUSIVE, termination = INCONCLUSIVE, terminationFair = INCONCLUSIVE,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "INCONCLUSIVE where every property holds: what the JDK handle runs is not modelled (unmodelled-library at invokeExact)")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static boolean reverse;
    static final MethodHandle[] TABLE;
    static final MethodHandle NANOS;

    static {
        List<MethodHandle> handles = new ArrayList<>();
        try {
            handles.add(MethodHandles.lookup().findStatic(Main.class, "flip",
                    MethodType.methodType(void.class)));
            NANOS = MethodHandles.lookup().findStatic(ClassLoader.getPlatformClassLoader()
                    .loadClass("java.lang.System"), "nanoTime", MethodType.methodType(long.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        TABLE = handles.toArray(new MethodHandle[0]);
    }

    static void flip() {
        reverse = !reverse;
        System.out.println("flipped");
    }

    static void runTable() throws Throwable {
        MethodHandle first = TABLE[0];
        first.invokeExact();
    }

    public static void main(String[] args) throws Throwable {
        long started = (long) NANOS.invokeExact();
        Thread worker = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    B.hashCode();
                }
            }
        });
        worker.start();
        if (reverse) {
            synchronized (B) {
                synchronized (A) {
                    A.hashCode();
                }
            }
        } else {
            synchronized (A) {
                synchronized (B) {
                    B.hashCode();
                }
            }
        }
        worker.join();
        System.out.println(started > 0);
    }
}
