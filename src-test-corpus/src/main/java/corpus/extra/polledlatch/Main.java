package corpus.extra.polledlatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * Main polls a latch with a timed {@code await}, counting the polls, while it holds the lock
 * the second worker needs before it counts down: the count never reaches zero and the poll
 * times out for ever. No thread is stuck in a deadlock (main keeps polling), but the program
 * never ends.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a real hang: the second worker waits for the lock main holds while it polls")
public class Main {
    static final Object LOCK = new Object();
    static int polls;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(2);
        new Thread(done::countDown).start();
        synchronized (LOCK) {
            new Thread(() -> {
                synchronized (LOCK) {
                    done.countDown();
                }
            }).start();
            while (!done.await(5, TimeUnit.MILLISECONDS)) {
                polls++;
            }
        }
        System.out.println(polls);
    }
}
