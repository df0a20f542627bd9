package corpus.extra.enumroles;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Four threads started in a loop, each given a role held in an enum, chosen per index; a
 * switch on the role in the thread body decides whether it signals or waits. The opener is
 * given to index {@code THREADS}, which no thread has, so every thread waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "roles held in an enum chosen per index, the opener's index is out of range")
public class Main {
    static final int THREADS = 4;

    enum Role { OPENER, WAITER }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch gate = new CountDownLatch(1);
        Thread[] threads = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            Role role = i == THREADS ? Role.OPENER : Role.WAITER;
            threads[i] = new Thread(() -> {
                switch (role) {
                    case OPENER -> gate.countDown();
                    case WAITER -> {
                        try {
                            gate.await();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }
}
