package corpus.juc.invokeall.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/** Twin of juc.invokeall: the parts run on a pool of their own. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: separate pool for parts")
public class Main {
    static final ExecutorService pool = Executors.newFixedThreadPool(2);
    static final ExecutorService parts = Executors.newFixedThreadPool(2);

    static int batch() throws InterruptedException {
        Callable<Integer> part = () -> 1;
        return parts.invokeAll(List.of(part)).size();
    }

    public static void main(String[] args) throws Exception {
        pool.submit(Main::batch);
        pool.submit(Main::batch);
        pool.close();
        parts.close();
    }
}
