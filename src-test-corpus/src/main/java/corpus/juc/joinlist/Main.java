package corpus.juc.joinlist;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A worker waits for "all workers" by joining every thread of a shared synchronized list, a
 * copy taken with {@code List.copyOf}; the list holds the worker itself, so it joins itself.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final List<Thread> all = Collections.synchronizedList(new ArrayList<>());

    static void awaitAll() throws InterruptedException {
        for (Thread t : List.copyOf(all)) {
            t.join(); // bug: one of them is the current thread
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                awaitAll();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        all.add(worker);
        worker.start();
        worker.join();
    }
}
