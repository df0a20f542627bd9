package corpus.values.guardedwait.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.guardedwait: the everyday guarded wait. The setter sets the flag and notifies
 * under the monitor, the waiter re-checks the flag in a loop under the same monitor, so the
 * notification cannot fall between its check and its wait. Verifies only because the value of
 * {@code ready} is tracked (with conditions as nondeterministic choices the waiter could wait
 * after the last notification).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: set, then notifyAll, under the monitor; exact with tracked ready")
public class Main {
    private final Object lock = new Object();
    private boolean ready;

    void awaitReady() throws InterruptedException {
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
        }
    }

    void markReady() {
        synchronized (lock) {
            ready = true;
            lock.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main gate = new Main();
        Thread waiter = new Thread(() -> {
            try {
                gate.awaitReady();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        waiter.start();
        gate.markReady();
        waiter.join();
    }
}
