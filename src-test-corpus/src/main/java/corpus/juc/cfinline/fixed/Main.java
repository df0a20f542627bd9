package corpus.juc.cfinline.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.cfinline: main completes {@code result} after it let go of {@code ledger}; the
 * continuation chain ({@code thenApply} then {@code thenAccept}) runs in main or, for a
 * stage registered later, in the registering thread.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: complete() outside the lock")
public class Main {
    static final Object ledger = new Object();
    static final Object audit = new Object();
    static final CompletableFuture<Integer> result = new CompletableFuture<>();
    static int total;

    static void record(int v) {
        synchronized (audit) {
            total += v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<Void> recorded = result.thenApply(v -> v + 1).thenAccept(Main::record);
        Thread auditor = new Thread(() -> {
            synchronized (audit) {
                synchronized (ledger) {
                    System.out.println(total);
                }
            }
        });
        auditor.start();
        int v;
        synchronized (ledger) {
            v = 42;
        }
        result.complete(v);
        recorded.join();
        auditor.join();
    }
}
