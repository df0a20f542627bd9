package corpus.juc.timerstarvation.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/** Twin of juc.timerstarvation: the task that counts down runs on a second timer. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: two timers")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Timer timer = new Timer();
        Timer other = new Timer();
        CountDownLatch ready = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(1);
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                try {
                    ready.await();
                } catch (InterruptedException e) {
                    return;
                }
                done.countDown();
            }
        }, 0);
        other.schedule(new TimerTask() {
            @Override
            public void run() {
                ready.countDown();
            }
        }, 10);
        done.await();
        timer.cancel();
        other.cancel();
    }
}
