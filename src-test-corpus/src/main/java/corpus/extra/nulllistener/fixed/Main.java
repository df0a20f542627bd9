package corpus.extra.nulllistener.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin: no listener is ever installed (nothing in the program implements
 * {@code Listener}), so the call in {@code publish} runs only on null and is never taken; the
 * lock order A, B is then never reversed.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the listener can only be null: the call on it is a null dereference, not a missing target")
public class Main {
    interface Listener {
        void published(String event);
    }

    static final Object A = new Object();
    static final Object B = new Object();
    static Listener listener;

    static void publish(String event) {
        synchronized (A) {
            Listener l = listener;
            if (l != null) {
                l.published(event);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (B) {
                synchronized (A) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        publish("event");
        worker.join();
    }
}
