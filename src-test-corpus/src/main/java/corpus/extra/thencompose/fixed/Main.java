package corpus.extra.thencompose.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import org.petrify.corpus.Expect;

/** Twin of extra.thencompose: main completes the reply before it waits for the result. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the returned future is completed before the wait")
public class Main {
    public static void main(String[] args) {
        CompletableFuture<String> reply = new CompletableFuture<>();
        CompletableFuture<String> result = CompletableFuture.supplyAsync(() -> "key")
            .thenCompose(key -> reply)
            .thenApply(String::toUpperCase);
        reply.complete("value");
        System.out.println(result.join());
    }
}
