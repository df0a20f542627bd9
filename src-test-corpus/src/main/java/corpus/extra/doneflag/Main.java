package corpus.extra.doneflag;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.petrify.corpus.Expect;

/**
 * Main makes a promise per round of a loop the analysis does not unroll (one summary object),
 * publishes it to a watcher and completes it; the promise calls its listener back with
 * itself, and the listener waits on a latch nobody counts down while the promise is pending.
 * The promise runs its listener before it sets its done flag: the listener waits forever.
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
            p.setListener(q -> q.waitIfPending());
            p.complete();
        }
        watcher.join();
    }
}

final class Promise {
    private volatile boolean done;
    private volatile Consumer<Promise> listener;

    void setListener(Consumer<Promise> l) {
        listener = l;
    }

    boolean isDone() {
        return done;
    }

    void complete() {
        Consumer<Promise> l = listener;
        if (l != null) {
            l.accept(this);
        }
        done = true;
    }

    void waitIfPending() {
        if (!done) {
            try {
                Main.NEVER.await();
            } catch (InterruptedException e) {
                // not interrupted
            }
        }
    }
}
