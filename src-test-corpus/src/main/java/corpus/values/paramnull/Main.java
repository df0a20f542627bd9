package corpus.values.paramnull;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A one-shot result box whose producer delivers {@code null}: the consumer waits while the
 * value is null, the producer stores its argument and notifies, but the argument at the only
 * call site is {@code null}, so the consumer waits forever and main's join never returns.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the value delivered is null")
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
        box.deliver(null);
        consumer.join();
    }
}
