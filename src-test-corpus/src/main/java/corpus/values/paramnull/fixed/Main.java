package corpus.values.paramnull.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.paramnull: the producer delivers a new object (through a helper whose
 * parameter is passed on), so the value the consumer waits for is never null once delivered.
 * Verifies only because the nullness of the parameter is derived from the call sites'
 * arguments (untracked, the consumer could see null after the last notification).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the argument at every call site is a new object")
public class Main {
    private Object value;

    synchronized Object take() throws InterruptedException {
        while (value == null) {
            wait();
        }
        return value;
    }

    synchronized void deliver(Object v) {
        value = v;
        notifyAll();
    }

    void produce(Object result) {
        deliver(result);
    }

    public static void main(String[] args) throws InterruptedException {
        Main box = new Main();
        Thread consumer = new Thread(() -> {
            try {
                box.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        box.produce(new StringBuilder("done"));
        consumer.join();
    }
}
