package corpus.juc.timercancel;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Timer;
import java.util.TimerTask;
import org.petrify.corpus.Expect;

/**
 * A job reports progress from a {@code java.util.Timer} and cancels it at the end; with no
 * input it returns early and skips the cancel. The timer's thread, started by its constructor
 * and not a daemon, then keeps the JVM from exiting.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, keepsJvmAlive = true,
        note = "a real hang: a path that skips Timer.cancel() leaves its non-daemon thread")
public class Main {
    private volatile int done;

    public static void main(String[] args) {
        Main job = new Main();
        Timer progress = new Timer("progress");
        progress.schedule(new TimerTask() {
            @Override
            public void run() {
                System.out.println("done " + job.done);
            }
        }, 0);
        if (args.length == 0) {
            return; // bug: the timer is never cancelled
        }
        job.done = args.length;
        progress.cancel();
    }
}
