package corpus.extra.joinmonitor;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * main joins the worker while it holds a lock and the worker's own monitor. Thread.join waits
 * on the thread object's monitor, so it lets the monitor go while it waits, and the auditor
 * takes it then, before the lock; main needs the monitor back to return from join, the
 * auditor needs the lock main holds.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "join releases the joined thread's monitor while it waits and takes it back")
public class Main {
    static final Object registry = new Object();
    static int audits;

    static final class Worker extends Thread {
        int done;

        @Override
        public void run() {
            synchronized (this) {
                done++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker worker = new Worker();
        Thread auditor = new Thread(() -> {
            synchronized (worker) {
                synchronized (registry) {
                    audits += worker.done;
                }
            }
        });
        synchronized (registry) {
            synchronized (worker) {
                worker.start();
                auditor.start();
                worker.join();
            }
        }
        auditor.join();
    }
}
