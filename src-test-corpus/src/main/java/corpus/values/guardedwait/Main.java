package corpus.values.guardedwait;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The guarded wait with the setter's two steps in the wrong order: it notifies first and sets
 * the flag afterwards, outside the monitor. The waiter can check the flag, wait, be woken by
 * the notification, find the flag still false and wait again; the flag is then set with no
 * notification to follow, and main joins a waiter that waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: notify before the flag is set")
public class Main {
    private final Object lock = new Object();
    private volatile boolean ready;

    void awaitReady() throws InterruptedException {
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
        }
    }

    void markReady() {
        synchronized (lock) {
            lock.notifyAll();
        }
        ready = true;
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
