package corpus.extra.enumroles.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Four threads started in a loop, each given a role held in an enum, chosen per index; a
 * switch on the role in the thread body decides whether it signals or waits. Index 0 opens
 * the gate the other three wait for.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "roles held in an enum chosen per index, index 0 opens")
public class Main {
    static final int THREADS = 4;

    enum Role { OPENER, WAITER }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch gate = new CountDownLatch(1);
        Thread[] threads = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            Role role = i == 0 ? Role.OPENER : Role.WAITER;
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
