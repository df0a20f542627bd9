package corpus.extra.futuretasksub.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.FutureTask;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.futuretasksub: {@code main} joins the worker after leaving the registry.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object REGISTRY = new Object();

    public static void main(String[] args) throws InterruptedException {
        FutureTask<String> job = new FutureTask<>(() -> {
            synchronized (REGISTRY) {
                return "registered";
            }
        }) {
            @Override
            public String toString() {
                return "job";
            }
        };
        Thread worker = new Thread(job);
        synchronized (REGISTRY) {
            worker.start();
        }
        worker.join();
    }
}
