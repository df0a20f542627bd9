package corpus.extra.calleemonitor;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The worker's publish() divides by zero inside a synchronized block before it sets the flag and
 * notifies; the ArithmeticException leaves publish() (its monitor is released by javac's
 * catch-all handler) and is caught by the worker's run, so main waits for a notification that
 * never comes. The exception is implicit and thrown inside an application callee: it is
 * followed out of publish() because every call of publish() is under a handler that may catch
 * it.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object monitor = new Object();
    static boolean published;
    static int divisor;

    static void publish() {
        synchronized (monitor) {
            int share = 100 / divisor;
            published = true;
            monitor.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        new Thread(() -> {
            try {
                publish();
            } catch (ArithmeticException e) {
                System.out.println("no share");
            }
        }).start();
        synchronized (monitor) {
            while (!published) {
                monitor.wait();
            }
        }
    }
}
