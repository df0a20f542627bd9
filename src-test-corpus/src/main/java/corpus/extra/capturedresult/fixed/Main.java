package corpus.extra.capturedresult.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.capturedresult: a new listener is notified at once only when the promise is
 * done (its result neither null nor UNCANCELLABLE), so it finds the promise done and never
 * waits; the listener notified through the captured Runnable after the compare-and-set finds
 * it done too. Every write of the result is a compare-and-set from null or UNCANCELLABLE, so
 * a done result stays done, whichever runtime object of the summary the listener is handed.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: a listener runs only once the promise is done; a false deadlock"
        + " before heap facts of captured fields and implications of boolean results")
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
        if (isDone()) {
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
