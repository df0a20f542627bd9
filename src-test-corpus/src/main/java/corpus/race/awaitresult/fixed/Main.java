package corpus.race.awaitresult.fixed;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.ExpectRaces;

/**
 * The corrected twin: main reads what the task wrote only when {@code awaitTermination}
 * returns true, after the task has ended (the pool's termination happens before the return).
 */
@ExpectRaces(value = {},
        source = "awaitTermination's result (issue 18)",
        note = "awaitTermination returns true only once the pool is shut down and its task has"
                + " ended")
public class Main {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.submit(() -> {
            data = 1;
        });
        pool.shutdown();
        if (pool.awaitTermination(100, TimeUnit.MILLISECONDS)) {
            System.out.println(data);
        }
    }
}
