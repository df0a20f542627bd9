package corpus.values.stringpill;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Two workers take lines from a bounded queue until the string {@code "STOP"}, compared with
 * {@code equals}; the producer puts four lines and one {@code "STOP"} only: the worker that
 * does not take it waits in {@code take()} forever, and main's join of it never returns.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: one string pill for two workers")
public class Main {
    static final int WORKERS = 2;

    static void work(BlockingQueue<String> lines) {
        try {
            while (true) {
                String line = lines.take();
                if (line.equals("STOP")) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<String> lines = new ArrayBlockingQueue<>(2);
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < WORKERS; i++) {
            Thread t = new Thread(() -> work(lines));
            workers.add(t);
            t.start();
        }
        for (int i = 0; i < 4; i++) {
            lines.put("line " + i);
        }
        lines.put("STOP"); // bug: one pill, two workers
        for (Thread t : workers) {
            t.join();
        }
    }
}
