package corpus.extra.eitherfirst.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.eitherfirst: the replica publishes its value first. The answer runs after the
 * first source to complete, the replica, although the primary never completes.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: *Either needs only one source")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<String> primary = new CompletableFuture<>(); // down: never completed
        CompletableFuture<String> replica = new CompletableFuture<>();
        CompletableFuture<String> answer = primary.applyToEitherAsync(replica, v -> "answer " + v);
        Thread replicaThread = new Thread(() -> {
            replica.complete("r1");
            System.out.println("replica saw " + answer.join());
        }, "replica");
        replicaThread.start();
        replicaThread.join();
    }
}
