package corpus.juc.rrwl.reentrantread.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.rrwl.reentrantread: the reader reads in its own thread, re-entering the read lock
 * it holds. Java grants a thread's nested read hold even while a writer waits, so the reader
 * finishes, and then the writer.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the nested read hold is the reader's own (reentrant)")
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
            System.out.println(read()); // re-enters the read lock while a writer may wait
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
