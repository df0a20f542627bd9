package corpus.extra.casresult.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.casresult: the promise calls its listener back only after a successful
 * compare-and-set of its result to SUCCESS, so the listener finds it done and never waits.
 * Every write of the result is a compare-and-set from null or UNCANCELLABLE, so a done
 * result stays done, whichever runtime object of the summary the listener is handed.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the listener runs after the compare-and-set to a done value; a"
        + " false deadlock before absorbing reference fields (the summary's result was unknown)")
public class Main {
    static final CountDownLatch NEVER = new CountDownLatch(1);
    static volatile Promise last;
    static boolean pending = true;

    public static void main(String[] args) throws InterruptedException {
        Thread watcher = new Thread(() -> {
            Promise p = last;
            if (p != null && p.isDone()) {
                last = null;
            }
        });
        watcher.start();
        while (pending) {
            pending = false;
            Promise p = new Promise();
            last = p;
            p.setUncancellable();
            p.setListener(q -> q.waitIfPending());
            p.complete();
        }
        watcher.join();
    }
}

final class Promise {
    static final Object SUCCESS = new Object();
    static final Object UNCANCELLABLE = new Object();
    private static final AtomicReferenceFieldUpdater<Promise, Object> RESULT =
        AtomicReferenceFieldUpdater.newUpdater(Promise.class, Object.class, "result");
    private volatile Object result;
    private volatile Consumer<Promise> listener;

    void setListener(Consumer<Promise> l) {
        listener = l;
    }

    boolean setUncancellable() {
        return RESULT.compareAndSet(this, null, UNCANCELLABLE);
    }

    static boolean isDone0(Object r) {
        return r != null && r != UNCANCELLABLE;
    }

    boolean isDone() {
        return isDone0(result);
    }

    void complete() {
        if (RESULT.compareAndSet(this, null, SUCCESS)
                || RESULT.compareAndSet(this, UNCANCELLABLE, SUCCESS)) {
            Consumer<Promise> l = listener;
            if (l != null) {
                l.accept(this);
            }
        }
    }

    void waitIfPending() {
        Object r = result;
        if (!isDone0(r)) {
            try {
                Main.NEVER.await();
            } catch (InterruptedException e) {
                // not interrupted
            }
        }
    }
}
