package corpus.juc.rrwl.reentrantread;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.petrify.corpus.Expect;

/**
 * A reader holding the read lock hands part of its work to a helper thread and waits for it;
 * the helper's read lock is a new read hold, which waits behind a writer queued meanwhile, and
 * the writer waits for the first reader's hold: reader, helper and writer wait for each other.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: a nested read hold taken by another thread waits behind a writer")
public class Main {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int value;

    static int read() {
        rw.readLock().lock();
        try {
            return value;
        } finally {
            rw.readLock().unlock();
        }
    }

    static void report() {
        rw.readLock().lock();
        try {
            Thread helper = new Thread(() -> System.out.println(read())); // bug: another thread
            helper.start();
            helper.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            rw.readLock().unlock();
        }
    }

    static void update() {
        rw.writeLock().lock();
        try {
            value++;
        } finally {
            rw.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(Main::report);
        Thread writer = new Thread(Main::update);
        reader.start();
        writer.start();
        reader.join();
        writer.join();
    }
}
