package corpus.extra.pendinglist;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Iterator;
import java.util.LinkedList;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A one-slot pool whose waiting requests sit in a {@code LinkedList} that {@code release}
 * walks with an iterator: the first waiting request gets the slot, is removed by the iterator
 * and moved to {@code GRANTED}, whose latches {@code fire} counts down after the lock is let
 * go. Bug: the walk returns from {@code release} right after the move, so the {@code fire}
 * after the {@code finally} is skipped: when the second thread's request waited, nobody counts
 * its latch down and it waits forever (the first thread's own {@code fire} ran before).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
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
                    return;
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
