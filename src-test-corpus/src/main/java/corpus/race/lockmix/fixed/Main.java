package corpus.race.lockmix.fixed;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.lockmix}: both increments take the lock. */
@ExpectRaces(value = {}, source = "inconsistent locking (fixed)")
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
            lock.lock();
            try {
                hits++;
            } finally {
                lock.unlock();
            }
        });
        careful.start();
        careless.start();
        careful.join();
        careless.join();
        System.out.println(hits);
    }
}
