package corpus.extra.shutdownrefs.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.shutdownrefs: {@code forEach(ExecutorService::shutdown)} over both pools, so
 * both workers end once their task has run.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: forEach(ExecutorService::shutdown) over List.of(first, second)"
            + " shuts both pools down")
public class Main {
    public static void main(String[] args) {
        ExecutorService first = Executors.newFixedThreadPool(1);
        ExecutorService second = Executors.newFixedThreadPool(1);
        first.execute(() -> System.out.println("first"));
        second.execute(() -> System.out.println("second"));
        List.of(first, second).forEach(ExecutorService::shutdown);
    }
}
