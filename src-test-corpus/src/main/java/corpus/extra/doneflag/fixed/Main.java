package corpus.extra.doneflag.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.doneflag: the promise sets its done flag before it calls its listener back,
 * so the listener finds it done and never waits. The flag is only ever set to true, so a
 * listener called back with a promise whose flag is set reads true, whichever runtime object
 * of the summary it is.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the flag is set before the listener runs; a false deadlock"
        + " before stable flags (the summary's flag was unknown)")
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
        done = true;
        Consumer<Promise> l = listener;
        if (l != null) {
            l.accept(this);
        }
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
