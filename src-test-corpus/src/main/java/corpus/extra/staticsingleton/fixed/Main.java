package corpus.extra.staticsingleton.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.staticsingleton: {@code Deadline.MAX} is a static field that is not final
 * but that only its class's initialiser writes (Apache HttpCore 5's {@code Deadline.MAX_VALUE}
 * is declared so), so {@code calculate()} never returns null after the class is initialised,
 * {@code expired()} raises no NullPointerException, and the worker releases the lock on every
 * path. No deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"unreached-handler"},
        acceptReason = "nothing in the try block throws once MAX is known non-null, so the"
            + " handler is dead code")
public class Main {
    static final ReentrantLock lock = new ReentrantLock();

    static final class Deadline {
        public static Deadline MAX = new Deadline();

        static Deadline calculate() {
            return MAX;
        }

        boolean expired() {
            return false;
        }
    }

    static void step() {
        lock.lock();
        try {
            Deadline.calculate().expired();
        } catch (RuntimeException e) {
            System.out.println("failed");
            return;
        }
        lock.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(Main::step);
        worker.start();
        worker.join();
        lock.lock();
        lock.unlock();
    }
}
