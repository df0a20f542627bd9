package corpus.juc.latch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/** Twin of juc.latch: the latch counts exactly the workers started. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: one count per worker")
public class Main {
    static final int WORKERS = 2;
    static final CountDownLatch ready = new CountDownLatch(WORKERS);
    static volatile int loaded;

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < WORKERS; i++) {
            new Thread(() -> {
                loaded++;
                ready.countDown();
            }).start();
        }
        ready.await();
        System.out.println("loaded " + loaded);
    }
}
