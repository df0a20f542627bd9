package corpus.size.prodcons8.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code size.prodcons8}: {@code notifyAll()} wakes every waiter, each
 * re-checks its condition, so some thread can always go on. The threads still loop forever.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "no deadlock; the threads loop forever by design")
public class Main {
    static final int CAPACITY = 2;
    private int count;

    synchronized void put() throws InterruptedException {
        while (count == CAPACITY) {
            wait();
        }
        count++;
        notifyAll();
    }

    synchronized void take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        count--;
        notifyAll();
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
