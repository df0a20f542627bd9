package corpus.race.stamped.fixed;

import java.util.concurrent.locks.StampedLock;
import org.petrify.corpus.ExpectRaces;

/**
 * Race-free twin of {@code race.stamped}: the reader reads under {@code readLock}, which
 * excludes the writer's {@code writeLock}.
 */
@ExpectRaces(value = {}, source = "StampedLock read/write exclusion")
public class Main {
    static final StampedLock lock = new StampedLock();
    static int x;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(Main::write);
        Thread reader = new Thread(Main::read);
        writer.start();
        reader.start();
        writer.join();
        reader.join();
    }

    static void write() {
        long stamp = lock.writeLock();
        try {
            x = x + 1;
        } finally {
            lock.unlockWrite(stamp);
        }
    }

    static void read() {
        long stamp = lock.readLock();
        try {
            System.out.println(x);
        } finally {
            lock.unlockRead(stamp);
        }
    }
}
