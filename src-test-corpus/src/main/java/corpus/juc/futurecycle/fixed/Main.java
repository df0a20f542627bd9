package corpus.juc.futurecycle.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import org.petrify.corpus.Expect;

/** Twin of juc.futurecycle: the tax is computed first, then the price from it. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: no wait cycle")
public class Main {
    static final CompletableFuture<Integer> price = new CompletableFuture<>();
    static final CompletableFuture<Integer> tax = new CompletableFuture<>();

    public static void main(String[] args) {
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> price.complete(tax.join() * 10));
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> tax.complete(7));
        a.join();
        b.join();
    }
}
