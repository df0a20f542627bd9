package corpus.extra.nulllistener;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * An optional listener, installed: {@code publish} calls it while holding {@code A}, and the
 * listener takes {@code B}; the worker takes {@code B} then {@code A}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the installed listener locks B under A; the worker locks B then A")
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
        listener = e -> {
            synchronized (B) {
                System.out.println(e);
            }
        };
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
