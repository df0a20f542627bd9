package corpus.extra.ortimeout;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * The worker waits for a reply nobody sends, with a timeout: orTimeout completes the future
 * exceptionally, the join throws CompletionException, which the worker does not catch, so it
 * dies before counting down, and main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch done = new CountDownLatch(1);
    static final CompletableFuture<String> reply = new CompletableFuture<>();

    public static void main(String[] args) throws InterruptedException {
        new Thread(() -> {
            String r = reply.orTimeout(50, TimeUnit.MILLISECONDS).join();
            System.out.println(r);
            done.countDown();
        }).start();
        done.await();
    }
}
