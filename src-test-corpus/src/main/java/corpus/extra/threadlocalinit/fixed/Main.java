package corpus.extra.threadlocalinit.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin: the initial value is made without a lock, so the first {@code get()} under
 * {@code A} takes nothing the worker holds; the worker still takes {@code B} then {@code A}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a ThreadLocal initial value made without a lock")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final ThreadLocal<StringBuilder> BUFFER =
        ThreadLocal.withInitial(() -> new StringBuilder("b"));

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
