package corpus.values.emptypill.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of values.emptypill: the producer ends the input with the empty string, so the worker
 * ends and main's join returns.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because the queue counts the literal \"\" apart from"
            + " its other items (PillLiterals), so line.isEmpty() is decided for a taken item and no"
            + " \"line \" + i is empty")
public class Main {
    static final Object COUNT_LOCK = new Object();
    static int count;

    static void work(BlockingQueue<String> lines) {
        try {
            while (true) {
                String line = lines.take();
                if (line.isEmpty()) {
                    return;
                }
                synchronized (COUNT_LOCK) {
                    count++;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread worker = new Thread(() -> work(lines));
        worker.start();
        for (int i = 0; i < 3; i++) {
            lines.put("line " + i);
        }
        lines.put("");
        worker.join();
    }
}
