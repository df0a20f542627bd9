package corpus.extra.syncwrapiter.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The reader waits for the writer's entry before it takes the map's lock to walk it. The walk
 * is a for-each over the key set of a {@code Collections.synchronizedMap} of a {@code HashMap}:
 * the wrapper's iterator is the wrapped map's fail-fast one and the loop changes no map, so it
 * makes finitely many trips, and under fairness the program terminates.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; the for-each over the synchronized map's keys is left under fairness")
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
            locked.countDown();
            await(written);
            synchronized (sizes) {
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
