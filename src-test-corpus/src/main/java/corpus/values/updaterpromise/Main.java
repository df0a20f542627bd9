package corpus.values.updaterpromise;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

import org.petrify.corpus.Expect;

/**
 * A promise whose result is set only through an AtomicReferenceFieldUpdater (as Netty's
 * DefaultPromise does; each completion stores a new object). The completer notifies only when
 * getAndSet found a result already there (an inverted test), so a waiter that found the result
 * null waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real lost notification; exact with the updater's writes tracked on the field")
public class Main {
    static final AtomicReferenceFieldUpdater<Main, Object> RESULT =
        AtomicReferenceFieldUpdater.newUpdater(Main.class, Object.class, "result");

    volatile Object result;

    void complete() {
        if (RESULT.getAndSet(this, new Object()) == null) {
            return;
        }
        synchronized (this) {
            notifyAll();
        }
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
        completer.join();
    }
}
