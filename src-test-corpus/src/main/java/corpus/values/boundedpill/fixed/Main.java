package corpus.values.boundedpill.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of values.boundedpill: the pill is the producer's last item, so the worker takes every
 * job (the producer waiting for room at each put) and ends; main's join returns.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because the bounded queue counts the named singleton"
            + " POISON apart from its other items and its free room apart from its items, so"
            + " job == POISON is decided for a taken item")
public class Main {
    static final Object POISON = new Object();

    static void work(BlockingQueue<Object> jobs) {
        try {
            while (true) {
                Object job = jobs.take();
                if (job == POISON) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Object> jobs = new ArrayBlockingQueue<>(1);
        Thread worker = new Thread(() -> work(jobs));
        worker.start();
        jobs.put("first");
        jobs.put("second");
        jobs.put("third");
        jobs.put(POISON);
        worker.join();
    }
}
