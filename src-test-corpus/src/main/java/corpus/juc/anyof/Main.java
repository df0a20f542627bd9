package corpus.juc.anyof;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Main waits for the first of two lookups ({@code anyOf}) before it opens the gate both
 * lookups wait at: neither completes, so main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: anyOf waits for a part that waits for the caller")
public class Main {
    static final CountDownLatch gate = new CountDownLatch(1);

    static String lookup(String where) {
        try {
            gate.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        return where;
    }

    public static void main(String[] args) {
        CompletableFuture<String> cache = CompletableFuture.supplyAsync(() -> lookup("cache"));
        CompletableFuture<String> disk = CompletableFuture.supplyAsync(() -> lookup("disk"));
        System.out.println(CompletableFuture.anyOf(cache, disk).join()); // bug: before the gate
        gate.countDown();
        CompletableFuture.allOf(cache, disk).join();
    }
}
