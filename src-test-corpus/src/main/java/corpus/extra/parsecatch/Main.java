package corpus.extra.parsecatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The loader parses a setting under the lock and unlocks at the end of the try; the setting is
 * not a number, so parseInt throws a NumberFormatException into the handler, which skips the
 * unlock: the loader ends holding the lock and main waits for it forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static String setting = "ten";
    static int limit;

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> {
            lock.lock();
            try {
                limit = Integer.parseInt(setting);
                lock.unlock();
            } catch (NumberFormatException e) {
                System.out.println("bad setting " + setting);
            }
        });
        loader.start();
        loader.join();
        lock.lock();
        System.out.println(limit);
        lock.unlock();
    }
}
