package corpus.extra.eitherinline;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A total is taken from whichever of two mirrors answers first ({@code applyToEither}, not
 * async): Java runs the function in the thread that completes the first of the two, inside
 * {@code complete}. Main completes the south mirror first, while it holds {@code ledger}, so
 * the function runs there, holding {@code ledger}, and takes {@code audit}, which the auditor
 * holds while it waits for {@code ledger}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the function runs inside the first complete(), under its caller's lock")
public class Main {
    static final Object ledger = new Object();
    static final Object audit = new Object();

    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<Integer> north = new CompletableFuture<>();
        CompletableFuture<Integer> south = new CompletableFuture<>();
        CompletableFuture<Integer> total = north.applyToEither(south, v -> {
            synchronized (audit) {
                return v;
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
        auditing.await();
        synchronized (ledger) {
            south.complete(2); // bug: the function runs here, holding ledger
        }
        north.complete(1);
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
