package corpus.extra.joinmonitor.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.joinmonitor: the auditor takes the lock before the worker's monitor, the
 * order main takes them in. main still joins the worker holding the worker's monitor, which
 * the worker itself takes: the join lets it go while it waits.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: one lock order; join releases the joined thread's monitor")
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
            synchronized (registry) {
                synchronized (worker) {
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
