package corpus.size.prodcons8;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Four producers and four consumers loop forever over a two-slot buffer and wake each other
 * with {@code notify()}: producers and consumers wait on the same monitor for different
 * conditions, so a notification can wake a thread of the wrong kind, and all eight can end up
 * waiting. The threads never finish, so the state space has no end states to run into: a
 * depth-first search can wander long among live states before it meets the deadlock, which
 * breadth-first search finds a few dozen steps from the start (issue 8's report; see
 * docs/engine-figures.md).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a real deadlock: notify wakes a thread waiting for the other condition; the threads loop forever")
public class Main {
    static final int CAPACITY = 2;
    private int count;

    synchronized void put() throws InterruptedException {
        while (count == CAPACITY) {
            wait();
        }
        count++;
        notify();
    }

    synchronized void take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        count--;
        notify();
    }

    static Thread producer(Main buffer) {
        return new Thread(() -> {
            try {
                while (true) {
                    buffer.put();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    static Thread consumer(Main buffer) {
        return new Thread(() -> {
            try {
                while (true) {
                    buffer.take();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    public static void main(String[] args) {
        Main buffer = new Main();
        producer(buffer).start();
        producer(buffer).start();
        producer(buffer).start();
        producer(buffer).start();
        consumer(buffer).start();
        consumer(buffer).start();
        consumer(buffer).start();
        consumer(buffer).start();
    }
}
