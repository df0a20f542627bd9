package corpus.values.stringpill.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of values.stringpill: the producer puts one {@code "STOP"} per worker, so every worker
 * ends and main's joins return.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because the queue counts the string literal \"STOP\""
            + " apart from its other items (PillLiterals), so line.equals(\"STOP\") is decided"
            + " for a taken item and no \"line \" + i is the pill")
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
        for (int i = 0; i < WORKERS; i++) {
            lines.put("STOP");
        }
        for (Thread t : workers) {
            t.join();
        }
    }
}
