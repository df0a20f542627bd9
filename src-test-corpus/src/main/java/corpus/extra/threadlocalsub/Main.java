package corpus.extra.threadlocalsub;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A {@code ThreadLocal} subclass whose {@code initialValue()} takes lock {@code B}: the first
 * {@code get()} in each thread calls it. Main calls it holding {@code A}; the worker holds
 * {@code B} and wants {@code A}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "ThreadLocal.initialValue overridden, called under another lock")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final ThreadLocal<int[]> COUNTS = new ThreadLocal<>() {
        @Override
        protected int[] initialValue() {
            synchronized (B) {
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
