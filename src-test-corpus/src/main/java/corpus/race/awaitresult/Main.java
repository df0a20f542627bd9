package corpus.race.awaitresult;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.ExpectRaces;

/**
 * Main reads what the task wrote when {@code awaitTermination} returns false: it timed out, the
 * task may still be running, and the read races with the write.
 */
@ExpectRaces(value = {"Main.data: write@Main.java:23 / read@Main.java:27"},
        notInRuns = {"Main.data: write@Main.java:23 / read@Main.java:27"},
        source = "awaitTermination's result (issue 18)",
        note = "The read is on the timeout branch; a run shows it only when the pool is slower"
                + " than the timeout.")
public class Main {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.submit(() -> {
            data = 1;
        });
        pool.shutdown();
        if (!pool.awaitTermination(100, TimeUnit.MILLISECONDS)) {
            System.out.println(data);
        }
    }
}
