package corpus.juc.cfchain;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * An async pipeline on one I/O thread: fetch a page, count its words with
 * {@code thenApplyAsync} on the same executor, and a report task that blocks in {@code join}
 * on the count. If the report task is queued before the count (the fetch is still running when
 * main submits it), the only worker waits for a continuation that needs that worker.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: a task of a one-thread executor joins a continuation queued behind it")
public class Main {
    static String fetch() {
        return "to be or not to be";
    }

    static int countWords(String page) {
        return page.split(" ").length;
    }

    public static void main(String[] args) {
        ExecutorService io = Executors.newSingleThreadExecutor();
        CompletableFuture<String> page = CompletableFuture.supplyAsync(Main::fetch, io);
        CompletableFuture<Integer> words = page.thenApplyAsync(Main::countWords, io);
        CompletableFuture<String> report =
                CompletableFuture.supplyAsync(() -> "words: " + words.join(), io); // bug: blocks the worker
        System.out.println(report.join());
        io.shutdown();
    }
}
