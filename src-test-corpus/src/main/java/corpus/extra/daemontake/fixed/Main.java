package corpus.extra.daemontake.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.daemontake: main waits for the daemon printer at most 100 ms and ends; the
 * printer then waits in {@code take()} for ever, but it is a daemon, so the JVM exits: no
 * deadlock (a dead state with only daemon threads left is the end of the program).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: a daemon blocked for ever does not keep the JVM alive")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> jobs = new LinkedBlockingQueue<>();
        Thread printer = new Thread(() -> {
            try {
                while (true) {
                    System.out.println(jobs.take());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        printer.setDaemon(true);
        printer.start();
        for (int i = 0; i < 3; i++) {
            jobs.put(i);
        }
        printer.join(100);
    }
}
