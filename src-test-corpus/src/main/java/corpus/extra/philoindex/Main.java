package corpus.extra.philoindex;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Dining philosophers over an array of forks filled in a counted loop; philosopher {@code k},
 * started in a second loop, captures its index and locks {@code forks[k]} then
 * {@code forks[(k + 1) % N]}: the classic cycle through all three forks.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "philosophers each taking the left fork first: a cycle over the three forks")
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
            int k = i;
            philosophers[i] = new Thread(() -> {
                synchronized (forks[k]) {
                    synchronized (forks[(k + 1) % N]) {
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
