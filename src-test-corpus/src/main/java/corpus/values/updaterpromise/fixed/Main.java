package corpus.values.updaterpromise.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

import org.petrify.corpus.Expect;

/**
 * Twin of values.updaterpromise: the completer notifies when its getAndSet was the first
 * completion, and a second completion attempt by compareAndSet fails (the result is set), so
 * the waiter is always woken or finds the result set.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because the updater's getAndSet and compareAndSet are"
            + " tracked writes of the field result, which await tests")
public class Main {
    static final AtomicReferenceFieldUpdater<Main, Object> RESULT =
        AtomicReferenceFieldUpdater.newUpdater(Main.class, Object.class, "result");

    volatile Object result;

    void complete() {
        if (RESULT.getAndSet(this, new Object()) != null) {
            return;
        }
        synchronized (this) {
            notifyAll();
        }
    }

    boolean completeAgain() {
        return RESULT.compareAndSet(this, null, new Object());
    }

    void await() throws InterruptedException {
        synchronized (this) {
            while (result == null) {
                wait();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main p = new Main();
        Thread completer = new Thread(p::complete);
        completer.start();
        p.await();
        if (p.completeAgain()) {
            p.await();
        }
        completer.join();
    }
}
