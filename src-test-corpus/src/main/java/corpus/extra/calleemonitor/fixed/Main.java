package corpus.extra.calleemonitor.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The twin of extra.calleemonitor: publish() sets the flag and notifies in a finally block, so
 * main is woken whether or not the division throws.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object monitor = new Object();
    static boolean published;
    static int divisor;

    static void publish() {
        synchronized (monitor) {
            try {
                int share = 100 / divisor;
            } finally {
                published = true;
                monitor.notifyAll();
            }
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
