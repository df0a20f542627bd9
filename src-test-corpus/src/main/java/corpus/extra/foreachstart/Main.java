package corpus.extra.foreachstart;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Workers started by {@code List.of(a, b).forEach(Thread::start)}: two threads count down a
 * latch of three, so main waits for a count that never comes.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "forEach(Thread::start) over a two-element list starts two threads; the latch"
            + " needs three")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(3);
        Thread a = new Thread(done::countDown, "a");
        Thread b = new Thread(done::countDown, "b");
        List.of(a, b).forEach(Thread::start);
        done.await();
    }
}
