package corpus.values.sentinelpromise.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

import org.petrify.corpus.Expect;

/**
 * Twin of values.sentinelpromise: the completion also replaces UNCANCELLABLE, as Netty's
 * setValue0 does, and notifies; the waiter sees SUCCESS, which is not UNCANCELLABLE.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because result's domain names the singletons"
            + " SUCCESS and UNCANCELLABLE (static final new objects, non-null once Main is"
            + " initialised), so r != UNCANCELLABLE and the compareAndSet expecting it are decided")
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
        if (RESULT.compareAndSet(this, null, SUCCESS)
                || RESULT.compareAndSet(this, UNCANCELLABLE, SUCCESS)) {
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
