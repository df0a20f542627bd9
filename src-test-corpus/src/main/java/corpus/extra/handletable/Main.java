package corpus.extra.handletable;

import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A table of method handles made once in a static initializer (a list, its array in a static
 * field), as libraries keep look-up strategies. The handle of {@code flip} sets the flag that
 * picks main's lock order, and main runs the table before it locks: it takes B then A while
 * the worker takes A then B, a lock-order deadlock. The model cannot see what a handle runs,
 * so the flag must stay a choice. The fixed twin never runs the table.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "livelock INCONCLUSIVE where it holds: what the method handle runs is not modelled (unmodelled-library at invokeExact)")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static boolean reverse;
    static final MethodHandle[] TABLE;

    static {
        List<MethodHandle> handles = new ArrayList<>();
        try {
            handles.add(MethodHandles.lookup().findStatic(Main.class, "flip",
                    MethodType.methodType(void.class)));
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
        runTable();
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
    }
}
