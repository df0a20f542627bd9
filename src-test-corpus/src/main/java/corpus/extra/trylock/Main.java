package corpus.extra.trylock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

import java.util.concurrent.locks.ReentrantLock;

/**
 * Correct thanks to tryLock: one thread nests the locks in the opposite order, but only tries the
 * inner one and backs off when it is taken. tryLock becomes a choice between acquiring a free lock
 * and failing.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock A = new ReentrantLock();
    static final ReentrantLock B = new ReentrantLock();
    static int hits;
    static int misses;

    public static void main(String[] args) throws InterruptedException {
        Thread careful = new Thread(() -> {
            B.lock();
            if (A.tryLock()) {
                hits++;
                A.unlock();
            } else {
                misses++;
            }
            B.unlock();
        });
        careful.start();
        A.lock();
        B.lock();
        hits--;
        B.unlock();
        A.unlock();
        careful.join();
    }
}
