package corpus.extra.syncwrapiter;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A reader walks a {@code Collections.synchronizedMap} the way its Javadoc asks, holding the
 * map's lock around the iteration, but it first waits there for the writer's entry; the writer's
 * {@code put} needs the same lock. The reader holds the map and waits for the latch, the writer
 * waits for the map: a deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a lock held by a synchronized map's iterating reader while it waits for a writer")
public class Main {
    static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Map<String, Integer> sizes = Collections.synchronizedMap(new HashMap<>());
        CountDownLatch locked = new CountDownLatch(1);
        CountDownLatch written = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            synchronized (sizes) {
                locked.countDown();
                await(written);
                int total = 0;
                for (String k : sizes.keySet()) {
                    total += k.length();
                }
                System.out.println(total);
            }
        }, "reader");
        Thread writer = new Thread(() -> {
            await(locked);
            sizes.put("a", 1);
            written.countDown();
        }, "writer");
        reader.start();
        writer.start();
        reader.join();
        writer.join();
    }
}
