package corpus.extra.daemontake;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * The printer is a daemon that takes from the queue for ever; main puts three jobs and then
 * joins the printer without a time limit, which never ends: main waits for ever (and main is
 * not a daemon, so the JVM stays).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "main joins a daemon that never ends")
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
        printer.join();
    }
}
