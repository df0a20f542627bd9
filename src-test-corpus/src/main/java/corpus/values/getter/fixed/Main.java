package corpus.values.getter.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code values.getter}: main sets the flag before it starts the worker, so
 * {@code isReady()} is true and nobody waits. The model must agree: the call of the getter acts
 * as a read of the tracked field {@code ready} ({@code GetterReads}), so the worker's branch is
 * decided by the value main wrote, not a nondeterministic choice that would wait forever.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the getter's result is the tracked value of the field it returns")
public class Main {
    static final Object lock = new Object();
    static final Main gate = new Main();

    private boolean ready;

    boolean isReady() {
        return ready;
    }

    void open() {
        synchronized (lock) {
            ready = true;
        }
    }

    static void await() throws InterruptedException {
        synchronized (lock) {
            if (!gate.isReady()) {
                lock.wait();
            }
        }
    }

    static void run() {
        try {
            await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        gate.open();
        Thread w = new Thread(Main::run, "worker");
        w.start();
        w.join();
    }
}
