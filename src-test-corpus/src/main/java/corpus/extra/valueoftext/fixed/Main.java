package corpus.extra.valueoftext.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.valueoftext: the worker catches the NumberFormatException, the only
 * unchecked exception Integer.valueOf(String) throws, and counts down after the try.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch ready = new CountDownLatch(1);
    static String setting = "ten";
    static Integer limit;

    public static void main(String[] args) throws InterruptedException {
        new Thread(() -> {
            try {
                limit = Integer.valueOf(setting);
            } catch (NumberFormatException e) {
                limit = 0;
            }
            ready.countDown();
        }).start();
        ready.await();
    }
}
