package corpus.juc.futurecycle;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import org.petrify.corpus.Expect;

/**
 * Two futures that wait for each other: each async step joins the other future before it
 * completes its own, so neither is ever completed.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CompletableFuture<Integer> price = new CompletableFuture<>();
    static final CompletableFuture<Integer> tax = new CompletableFuture<>();

    public static void main(String[] args) {
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> price.complete(tax.join() * 10));
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> tax.complete(price.join() / 10));
        a.join();
        b.join();
    }
}
