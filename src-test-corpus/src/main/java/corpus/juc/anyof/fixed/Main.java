package corpus.juc.anyof.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.anyof: the cache lookup does not wait at the gate, so the first result comes
 * from it and main opens the gate for the disk lookup afterwards. A model of anyOf that waits
 * for every part (as allOf) reports a deadlock here.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: anyOf completes with the part that does not wait")
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
        CompletableFuture<String> cache = CompletableFuture.supplyAsync(() -> "cache");
        CompletableFuture<String> disk = CompletableFuture.supplyAsync(() -> lookup("disk"));
        System.out.println(CompletableFuture.anyOf(cache, disk).join());
        gate.countDown();
        CompletableFuture.allOf(cache, disk).join();
    }
}
