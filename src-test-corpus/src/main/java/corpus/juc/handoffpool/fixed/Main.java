package corpus.juc.handoffpool.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.SynchronousQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.handoffpool: a cached pool gives the consumer a thread of its own, and
 * {@code close()} waits for both tasks.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: newCachedThreadPool, closed by try-with-resources")
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

    public static void main(String[] args) {
        try (ExecutorService video = Executors.newCachedThreadPool()) {
            video.execute(Main::produce);
            video.execute(Main::consume);
        }
    }
}
