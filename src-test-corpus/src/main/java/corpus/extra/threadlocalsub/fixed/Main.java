package corpus.extra.threadlocalsub.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin: {@code initialValue()} takes {@code A}, the lock main already holds (a
 * re-entry), so main never waits for {@code B}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "ThreadLocal.initialValue overridden, taking the lock already held")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final ThreadLocal<int[]> COUNTS = new ThreadLocal<>() {
        @Override
        protected int[] initialValue() {
            synchronized (A) {
                return new int[1];
            }
        }
    };

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
            COUNTS.get()[0]++;
        }
        worker.join();
    }
}
