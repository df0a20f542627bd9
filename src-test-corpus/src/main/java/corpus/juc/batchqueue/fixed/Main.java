package corpus.juc.batchqueue.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.batchqueue: every record is put, an invalid one as a marker the writer skips,
 * so there are exactly as many puts as takes.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: one put per record")
public class Main {
    static final int BATCH = 3;
    static final String INVALID = "<invalid>";
    static final BlockingQueue<String> records = new LinkedBlockingQueue<>();

    static boolean valid(String record) {
        return !record.isBlank();
    }

    static void load(String[] lines) throws InterruptedException {
        for (int i = 0; i < BATCH; i++) {
            records.put(valid(lines[i]) ? lines[i] : INVALID);
        }
    }

    static void write() throws InterruptedException {
        for (int i = 0; i < BATCH; i++) {
            String record = records.take();
            if (!record.equals(INVALID)) {
                System.out.println("wrote " + record);
            }
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
