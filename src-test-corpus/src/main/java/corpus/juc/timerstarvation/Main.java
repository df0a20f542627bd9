package corpus.juc.timerstarvation;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Timer starvation: a {@code java.util.Timer} runs its tasks one after the other on its one
 * thread. The first task waits for a latch that only the second task, scheduled behind it on
 * the same timer, counts down; the second never runs, and main waits for the first forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Timer timer = new Timer();
        CountDownLatch ready = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(1);
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                try {
                    ready.await(); // bug: the task that counts down runs on this same thread
                } catch (InterruptedException e) {
                    return;
                }
                done.countDown();
            }
        }, 0);
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                ready.countDown();
            }
        }, 10);
        done.await();
        timer.cancel();
    }
}
