package corpus.extra.shutdownrefs;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * Two fixed pools each run a task; {@code forEach(ExecutorService::shutdown)} is applied to a
 * list that holds only the first, so the second pool's idle worker keeps the JVM alive.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, keepsJvmAlive = true,
        note = "forEach(ExecutorService::shutdown) over List.of(first) leaves the second pool's"
            + " worker waiting for work")
public class Main {
    public static void main(String[] args) {
        ExecutorService first = Executors.newFixedThreadPool(1);
        ExecutorService second = Executors.newFixedThreadPool(1);
        first.execute(() -> System.out.println("first"));
        second.execute(() -> System.out.println("second"));
        List.of(first).forEach(ExecutorService::shutdown);
    }
}
