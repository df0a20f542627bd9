package corpus.extra.parsecatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.parsecatch: the handler unlocks too. parseInt throws nothing but
 * NumberFormatException (KnownFailures), which the handler catches, so every run unlocks.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
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
                lock.unlock();
            }
        });
        loader.start();
        loader.join();
        lock.lock();
        System.out.println(limit);
        lock.unlock();
    }
}
