package corpus.juc.cfinline;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import org.petrify.corpus.Expect;

/**
 * A non-async continuation runs in the thread that completes its future: main registers
 * {@code record} on {@code result}, then completes {@code result} while it holds
 * {@code ledger}; {@code record} runs right there, holding {@code ledger}, and takes
 * {@code audit}, which the auditor holds while it waits for {@code ledger}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the continuation runs inside complete(), under the completer's lock")
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
        CompletableFuture<Void> recorded = result.thenAccept(Main::record);
        Thread auditor = new Thread(() -> {
            synchronized (audit) {
                synchronized (ledger) {
                    System.out.println(total);
                }
            }
        });
        auditor.start();
        synchronized (ledger) {
            result.complete(42); // bug: record runs here, holding ledger
        }
        recorded.join();
        auditor.join();
    }
}
