package corpus.values.boundedpill;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.petrify.corpus.Expect;

/**
 * A worker takes jobs from a bounded queue of one until the poison pill, but the producer sends
 * the pill before its last two jobs: the worker ends at the pill, the first job fills the queue
 * and the producer waits for room forever in {@code put}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the pill overtakes the jobs of a bounded queue")
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
        jobs.put(POISON); // bug: the pill before the last jobs
        jobs.put("second");
        jobs.put("third");
        worker.join();
    }
}
