package corpus.juc.timercancel.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Timer;
import java.util.TimerTask;
import org.petrify.corpus.Expect;

/** Twin of juc.timercancel: the timer is cancelled in a finally block, on every path. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: Timer.cancel() in finally")
public class Main {
    private volatile int done;

    public static void main(String[] args) {
        Main job = new Main();
        Timer progress = new Timer("progress");
        try {
            progress.schedule(new TimerTask() {
                @Override
                public void run() {
                    System.out.println("done " + job.done);
                }
            }, 0);
            if (args.length == 0) {
                return;
            }
            job.done = args.length;
        } finally {
            progress.cancel();
        }
    }
}
