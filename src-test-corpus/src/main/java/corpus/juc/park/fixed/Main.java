package corpus.juc.park.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.LockSupport;
import org.petrify.corpus.Expect;

/** Twin of juc.park: main unparks the worker (before or after it parks: the permit is kept). */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: unparks the worker")
public class Main {
    static volatile String result;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            LockSupport.park();
            result = "resumed";
        });
        worker.start();
        LockSupport.unpark(worker);
        worker.join();
    }
}
