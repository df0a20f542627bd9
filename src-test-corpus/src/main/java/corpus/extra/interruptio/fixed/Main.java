package corpus.extra.interruptio.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.interruptio: nothing interrupts a thread, so {@code put} never throws {@code
 * InterruptedException}, the {@code InterruptedIOException} is never thrown and the handler
 * never runs (CheckedHandlers: INFO). INCONCLUSIVE before the rule.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin; no interrupt, so the write cannot fail")
public class Main {
    static final LinkedBlockingQueue<Integer> PIPE = new LinkedBlockingQueue<>();

    static void write(int b) throws IOException {
        try {
            PIPE.put(b);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Thread writer = new Thread(() -> {
            try {
                write(1);
                done.countDown();
            } catch (IOException e) {
                return;
            }
        });
        writer.start();
        done.await();
        writer.join();
    }
}
