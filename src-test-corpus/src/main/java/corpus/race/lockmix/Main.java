package corpus.race.lockmix;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.ExpectRaces;

/**
 * One thread increments {@code hits} under a {@link ReentrantLock}, the other forgets the lock:
 * a lock protects only accesses that all take it.
 */
@ExpectRaces(value = {
        "Main.hits: read@Main.java:23 / write@Main.java:29",
        "Main.hits: write@Main.java:23 / read@Main.java:29",
        "Main.hits: write@Main.java:23 / write@Main.java:29"},
        source = "inconsistent locking (classic race benchmark)")
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static int hits;

    public static void main(String[] args) throws InterruptedException {
        Thread careful = new Thread(() -> {
            lock.lock();
            try {
                hits++;
            } finally {
                lock.unlock();
            }
        });
        Thread careless = new Thread(() -> {
            hits++;
        });
        careful.start();
        careless.start();
        careful.join();
        careless.join();
        System.out.println(hits);
    }
}
