package corpus.extra.capturedresult;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;
import org.petrify.corpus.Expect;

/**
 * Main makes a promise per round of a loop the analysis does not unroll (one summary object),
 * publishes it to a watcher, marks it uncancellable, adds a listener and completes it. The
 * promise's result moves only by compare-and-set, from null or the marker UNCANCELLABLE
 * (pending) to SUCCESS (done); the promise notifies its listener through an anonymous
 * Runnable that captures it, after a successful completion and when a listener is added to a
 * promise already set. The listener waits on a latch nobody counts down while the promise is
 * pending. "Already set" tests only that the result is not null, so the uncancellable promise
 * notifies the new listener at once: it waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
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
            p.addListener(q -> q.waitIfPending());
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

    void addListener(Consumer<Promise> l) {
        listener = l;
        if (result != null) {
            notifyListener();
        }
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
            notifyListener();
        }
    }

    private void notifyListener() {
        execute(new Runnable() {
            @Override
            public void run() {
                notifyNow();
            }
        });
    }

    private static void execute(Runnable task) {
        task.run();
    }

    private void notifyNow() {
        Consumer<Promise> l = listener;
        if (l != null) {
            l.accept(this);
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
