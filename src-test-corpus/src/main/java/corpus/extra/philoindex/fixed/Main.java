package corpus.extra.philoindex.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The dining philosophers of {@code extra.philoindex} with ordered forks: philosopher {@code k}
 * locks the lower-numbered of its two forks first ({@code Math.min}/{@code Math.max} of the
 * captured indices), so no cycle of waits can close. Each thread's lock is told apart only
 * because the forks are separate objects per trip and the captured index names one element.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "philosophers taking the lower-numbered fork first")
public class Main {
    static final int N = 3;
    static int meals;

    public static void main(String[] args) throws InterruptedException {
        Object[] forks = new Object[N];
        for (int i = 0; i < N; i++) {
            forks[i] = new Object();
        }
        Thread[] philosophers = new Thread[N];
        for (int i = 0; i < N; i++) {
            int lo = Math.min(i, (i + 1) % N);
            int hi = Math.max(i, (i + 1) % N);
            philosophers[i] = new Thread(() -> {
                synchronized (forks[lo]) {
                    synchronized (forks[hi]) {
                        meals++;
                    }
                }
            });
            philosophers[i].start();
        }
        for (Thread p : philosophers) {
            p.join();
        }
    }
}
