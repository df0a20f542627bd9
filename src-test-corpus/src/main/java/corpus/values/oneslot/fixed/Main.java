package corpus.values.oneslot.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.oneslot: {@code notifyAll()} wakes every waiter and each re-checks its own
 * condition, so a put or take is never left without a thread to act on it. Verifies only
 * because the value of {@code full} is tracked.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: notifyAll; exact with tracked full")
public class Main {
    private boolean full;

    synchronized void put() throws InterruptedException {
        while (full) {
            wait();
        }
        full = true;
        notifyAll();
    }

    synchronized void take() throws InterruptedException {
        while (!full) {
            wait();
        }
        full = false;
        notifyAll();
    }

    static Thread producer(Main slot) {
        return new Thread(() -> {
            try {
                for (int i = 0; i < 2; i++) {
                    slot.put();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    static Thread consumer(Main slot) {
        return new Thread(() -> {
            try {
                for (int i = 0; i < 2; i++) {
                    slot.take();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Main slot = new Main();
        Thread p1 = producer(slot);
        Thread p2 = producer(slot);
        Thread c1 = consumer(slot);
        Thread c2 = consumer(slot);
        p1.start();
        p2.start();
        c1.start();
        c2.start();
        p1.join();
        p2.join();
        c1.join();
        c2.join();
    }
}
