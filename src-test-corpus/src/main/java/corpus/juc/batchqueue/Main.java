package corpus.juc.batchqueue;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * A loader feeds an unbounded {@code LinkedBlockingQueue}; the writer knows the batch has
 * three records and takes three. The loader skips records that fail validation, so the writer
 * can wait in {@code take} for a record that never comes.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock when a record is invalid: fewer puts than takes")
public class Main {
    static final int BATCH = 3;
    static final BlockingQueue<String> records = new LinkedBlockingQueue<>();

    static boolean valid(String record) {
        return !record.isBlank();
    }

    static void load(String[] lines) throws InterruptedException {
        for (int i = 0; i < BATCH; i++) {
            if (valid(lines[i])) {
                records.put(lines[i]); // bug: an invalid line is dropped without a placeholder
            }
        }
    }

    static void write() throws InterruptedException {
        for (int i = 0; i < BATCH; i++) {
            System.out.println("wrote " + records.take());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            try {
                write();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "writer");
        writer.start();
        load(new String[] {"alpha", " ", "gamma"});
        writer.join();
    }
}
