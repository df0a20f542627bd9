package corpus.extra.futuretaskdone;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.FutureTask;
import org.petrify.corpus.Expect;

/**
 * A download is a {@code FutureTask} subclass whose {@code done()} hook records the result in
 * the cache under the cache's lock and then the statistics' lock; the JDK calls {@code done()}
 * in the thread that ran the task. {@code main} holds the statistics and then wants the
 * cache: a lock-order cycle with the hook.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: FutureTask.run calls done() in the worker thread")
public class Main {
    static final Object CACHE = new Object();
    static final Object STATS = new Object();

    public static void main(String[] args) throws InterruptedException {
        FutureTask<String> download = new FutureTask<>(() -> "page") {
            @Override
            protected void done() {
                synchronized (CACHE) {
                    synchronized (STATS) {
                        System.out.println("cached");
                    }
                }
            }
        };
        Thread worker = new Thread(download);
        worker.start();
        synchronized (STATS) {
            synchronized (CACHE) {
                System.out.println("stats");
            }
        }
        worker.join();
    }
}
