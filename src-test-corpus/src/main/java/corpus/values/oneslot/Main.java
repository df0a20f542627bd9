package corpus.values.oneslot;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A one-slot buffer shared by two producers and two consumers that wake each other with
 * {@code notify()} instead of {@code notifyAll()}: producers and consumers wait on the same
 * monitor for different conditions, so a consumer's notify can wake the other consumer instead
 * of a producer, and all four end up waiting.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: notify wakes a thread waiting for the other condition")
public class Main {
    private boolean full;

    synchronized void put() throws InterruptedException {
        while (full) {
            wait();
        }
        full = true;
        notify();
    }

    synchronized void take() throws InterruptedException {
        while (!full) {
            wait();
        }
        full = false;
        notify();
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
