package corpus.extra.combineinline;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A total combines two partial sums ({@code thenCombine}, not async): Java runs the function
 * in the thread that completes the last of the two, inside {@code complete}. Main completes
 * the second partial while it holds {@code ledger}, so the function runs there, holding
 * {@code ledger}, and takes {@code audit}, which the auditor holds while it waits for
 * {@code ledger}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the combining function runs inside the last complete(), under its caller's lock")
public class Main {
    static final Object ledger = new Object();
    static final Object audit = new Object();

    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<Integer> north = new CompletableFuture<>();
        CompletableFuture<Integer> south = new CompletableFuture<>();
        CompletableFuture<Integer> total = north.thenCombine(south, (n, s) -> {
            synchronized (audit) {
                return n + s;
            }
        });
        CountDownLatch auditing = new CountDownLatch(1);
        Thread auditor = new Thread(() -> {
            synchronized (audit) {
                auditing.countDown();
                pause();
                synchronized (ledger) {
                    System.out.println("audited");
                }
            }
        }, "auditor");
        auditor.start();
        north.complete(1);
        auditing.await();
        synchronized (ledger) {
            south.complete(2); // bug: the combining function runs here, holding ledger
        }
        System.out.println(total.join());
        auditor.join();
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
