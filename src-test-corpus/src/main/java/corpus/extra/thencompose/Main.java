package corpus.extra.thencompose;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import org.petrify.corpus.Expect;

/**
 * A lookup composed with a reply future that main completes, but main waits for the composed
 * result first: thenCompose's result completes only when the future its function returned
 * does.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the composed future waits for the future the function returns")
public class Main {
    public static void main(String[] args) {
        CompletableFuture<String> reply = new CompletableFuture<>();
        CompletableFuture<String> result = CompletableFuture.supplyAsync(() -> "key")
            .thenCompose(key -> reply)
            .thenApply(String::toUpperCase);
        System.out.println(result.join());
        reply.complete("value");
    }
}
