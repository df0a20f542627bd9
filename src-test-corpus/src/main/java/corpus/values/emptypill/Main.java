package corpus.values.emptypill;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * A worker counts lines taken from a queue until an empty line, tested with {@code isEmpty()};
 * the producer ends the input with a line holding one space, which is not empty: the worker
 * waits in {@code take()} forever, and main's join of it never returns.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the end marker is blank, not empty")
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
        lines.put(" "); // bug: a blank line is not the empty end marker
        worker.join();
    }
}
