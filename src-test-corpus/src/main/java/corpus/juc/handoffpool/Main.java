package corpus.juc.handoffpool;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * A producer and a consumer that hand frames over a {@code SynchronousQueue}, both submitted to
 * a single-thread executor: the producer's {@code put} waits for a taker, and the consumer
 * task waits in the executor's queue for the worker the producer occupies.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: a hand-off between two tasks of a one-thread executor")
public class Main {
    static final SynchronousQueue<String> frames = new SynchronousQueue<>();

    static void produce() {
        try {
            frames.put("frame-1");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static void consume() {
        try {
            System.out.println("got " + frames.take());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ExecutorService video = Executors.newSingleThreadExecutor(); // bug: needs two workers
        video.execute(Main::produce);
        video.execute(Main::consume);
        video.shutdown();
        video.awaitTermination(1, TimeUnit.MINUTES);
    }
}
