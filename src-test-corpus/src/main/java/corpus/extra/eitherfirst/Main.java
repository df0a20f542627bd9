package corpus.extra.eitherfirst;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import org.petrify.corpus.Expect;

/**
 * A lookup asks a primary and a replica and takes the first answer
 * ({@code applyToEitherAsync}). The primary is down: nobody completes its promise. The
 * replica thread waits for the answer before it publishes its own value, so the answer waits
 * for the replica and the replica for the answer.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: neither source of the *Either continuation ever completes")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<String> primary = new CompletableFuture<>(); // down: never completed
        CompletableFuture<String> replica = new CompletableFuture<>();
        CompletableFuture<String> answer = primary.applyToEitherAsync(replica, v -> "answer " + v);
        Thread replicaThread = new Thread(() -> {
            System.out.println("replica saw " + answer.join()); // bug: the answer needs this replica
            replica.complete("r1");
        }, "replica");
        replicaThread.start();
        replicaThread.join();
    }
}
