package corpus.juc.latch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The latch waits for three counts but only two workers are started: main blocks forever in
 * {@code await} (the workers finish; their extra {@code countDown} calls would stop at zero).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final int WORKERS = 2;
    static final CountDownLatch ready = new CountDownLatch(3); // bug: should be WORKERS
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
