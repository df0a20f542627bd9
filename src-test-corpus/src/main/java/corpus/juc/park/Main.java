package corpus.juc.park;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.LockSupport;
import org.petrify.corpus.Expect;

/**
 * A parked thread nobody unparks: main unparks itself instead of the worker (the permit goes to
 * the wrong thread), so the worker stays in {@code park} and main waits in {@code join}.
 * (Java allows {@code park} to return spuriously; the model, like the JDK's usual behaviour,
 * does not.)
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static volatile String result;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            LockSupport.park();
            result = "resumed";
        });
        worker.start();
        LockSupport.unpark(Thread.currentThread()); // bug: should unpark worker
        worker.join();
    }
}
