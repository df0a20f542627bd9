package corpus.extra.foreachstart.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.foreachstart: the latch counts the two threads the list starts, and main
 * joins them after it.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: forEach(Thread::start) over a two-element list starts exactly"
            + " the two threads the latch and the joins wait for")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(2);
        Thread a = new Thread(done::countDown, "a");
        Thread b = new Thread(done::countDown, "b");
        List<Thread> threads = List.of(a, b);
        threads.forEach(Thread::start);
        done.await();
        for (Thread t : threads) {
            t.join();
        }
    }
}
