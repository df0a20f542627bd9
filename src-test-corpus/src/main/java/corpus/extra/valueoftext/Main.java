package corpus.extra.valueoftext;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Integer.valueOf(String) parses (the boxing valueOf(int) of the same name never throws): the
 * setting is not a number, the worker dies of a NumberFormatException before counting down,
 * and main waits forever. (Reported HOLDS before: the name valueOf was trusted never to throw.)
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch ready = new CountDownLatch(1);
    static String setting = "ten";
    static Integer limit;

    public static void main(String[] args) throws InterruptedException {
        new Thread(() -> {
            limit = Integer.valueOf(setting);
            ready.countDown();
        }).start();
        ready.await();
    }
}
