package corpus.extra.ortimeout.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.ortimeout: the worker catches the timeout's CompletionException and counts
 * down either way.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch done = new CountDownLatch(1);
    static final CompletableFuture<String> reply = new CompletableFuture<>();

    public static void main(String[] args) throws InterruptedException {
        new Thread(() -> {
            try {
                System.out.println(reply.orTimeout(50, TimeUnit.MILLISECONDS).join());
            } catch (CompletionException e) {
                System.out.println("no reply");
            }
            done.countDown();
        }).start();
        done.await();
    }
}
