package corpus.extra.threadlocalinit;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A {@code ThreadLocal.withInitial} supplier takes lock {@code B}; its first {@code get()} runs
 * it in main, which holds {@code A} there, while the worker takes {@code B} then {@code A}: a
 * lock-order inversion hidden in the initial value.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a ThreadLocal initial value taken under another lock")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final ThreadLocal<StringBuilder> BUFFER = ThreadLocal.withInitial(() -> {
        synchronized (B) {
            return new StringBuilder("b");
        }
    });

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (B) {
                synchronized (A) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (A) {
            BUFFER.get().append("main");
        }
        worker.join();
    }
}
