package corpus.values.sentinelpromise;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

import org.petrify.corpus.Expect;

/**
 * A promise shaped like Netty's DefaultPromise: the result is null, the singleton UNCANCELLABLE
 * (not done yet), the singleton SUCCESS or a value. The completer first makes the promise
 * uncancellable, then completes it, but its compareAndSet expects only null, so it fails and
 * nobody notifies: the waiter, who tests result != UNCANCELLABLE, waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real lost completion: the second compareAndSet never expects UNCANCELLABLE")
public class Main {
    static final Object SUCCESS = new Object();
    static final Object UNCANCELLABLE = new Object();
    static final AtomicReferenceFieldUpdater<Main, Object> RESULT =
        AtomicReferenceFieldUpdater.newUpdater(Main.class, Object.class, "result");

    volatile Object result;

    static boolean isDone0(Object r) {
        return r != null && r != UNCANCELLABLE;
    }

    boolean isDone() {
        return isDone0(result);
    }

    void setUncancellable() {
        RESULT.compareAndSet(this, null, UNCANCELLABLE);
    }

    void complete() {
        if (RESULT.compareAndSet(this, null, SUCCESS)) {
            synchronized (this) {
                notifyAll();
            }
        }
    }

    void await() throws InterruptedException {
        synchronized (this) {
            while (!isDone()) {
                wait();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main p = new Main();
        Thread completer = new Thread(() -> {
            p.setUncancellable();
            p.complete();
        });
        completer.start();
        p.await();
        completer.join();
    }
}
