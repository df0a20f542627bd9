package corpus.juc.cfchain.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/** Twin of juc.cfchain: the report is a continuation of the count instead of a blocking task. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: thenApplyAsync instead of join inside a task")
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
        CompletableFuture<String> report = words.thenApplyAsync(n -> "words: " + n, io);
        System.out.println(report.join());
        io.shutdown();
    }
}
