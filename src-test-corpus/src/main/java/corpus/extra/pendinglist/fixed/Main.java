package corpus.extra.pendinglist.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Iterator;
import java.util.LinkedList;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.pendinglist: the walk breaks out of the loop after the move, so {@code fire}
 * runs and counts the moved request's latch down: no deadlock. A false deadlock before lists
 * walked with an iterator had element kinds (the request {@code next()} returned was either
 * thread's, and {@code hasNext()} of a fresh iterator over the waiting request could be
 * false); now {@code next()} returns a request the list holds, pinned to its object.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the granted request is fired; a false deadlock before a list"
        + " walked with an iterator had element kinds")
public class Main {
    /** A request and the latch its maker awaits. */
    static final class Request {
        final CountDownLatch done = new CountDownLatch(1);
        boolean granted;
    }

    static final ReentrantLock LOCK = new ReentrantLock();
    static final LinkedList<Request> PENDING = new LinkedList<>();
    static final Queue<Request> GRANTED = new ConcurrentLinkedQueue<>();
    static boolean busy;

    static Request lease() {
        Request r = new Request();
        LOCK.lock();
        try {
            if (!busy) {
                busy = true;
                r.granted = true;
                GRANTED.add(r);
            } else {
                PENDING.add(r);
            }
        } finally {
            LOCK.unlock();
        }
        fire();
        return r;
    }

    static void release() {
        LOCK.lock();
        try {
            busy = false;
            Iterator<Request> it = PENDING.iterator();
            while (it.hasNext()) {
                Request r = it.next();
                if (!busy) {
                    busy = true;
                    r.granted = true;
                    it.remove();
                }
                if (r.granted) {
                    GRANTED.add(r);
                    break;
                }
            }
        } finally {
            LOCK.unlock();
        }
        fire();
    }

    static void fire() {
        Request r;
        while ((r = GRANTED.poll()) != null) {
            r.done.countDown();
        }
    }

    static void use() {
        try {
            Request r = lease();
            r.done.await();
            release();
        } catch (InterruptedException e) {
            // not interrupted
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(Main::use);
        Thread b = new Thread(Main::use);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
