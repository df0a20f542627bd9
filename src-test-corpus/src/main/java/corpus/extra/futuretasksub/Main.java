package corpus.extra.futuretasksub;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.FutureTask;
import org.petrify.corpus.Expect;

/**
 * A job is an anonymous {@code FutureTask} subclass (it overrides only {@code toString}); the
 * thread that runs it runs the wrapped callable, which locks the registry. {@code main} holds
 * the registry while it joins that thread: the join never ends.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the subclass's run() is FutureTask's, which calls the callable")
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
            worker.join();
        }
    }
}
