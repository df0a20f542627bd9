package corpus.race.stamped;

import java.util.concurrent.locks.StampedLock;
import org.petrify.corpus.ExpectRaces;

/** The reader reads without the lock the writer holds: a read/write race on {@code x}. */
@ExpectRaces(value = {"Main.x: write@Main.java:25 / read@Main.java:33"},
        source = "StampedLock read/write exclusion (bug: unlocked read)")
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
        long stamp = lock.tryOptimisticRead();
        System.out.println(x);
        if (!lock.validate(stamp)) {
            System.out.println("retry");
        }
    }
}
