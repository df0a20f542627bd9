package corpus.extra.barriercatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CyclicBarrier;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: a barrier for the two threads that reach it. A barrier's await needs no lock,
 * so no IllegalMonitorStateException reaches {@code catch (Exception)}, and nothing breaks
 * the barrier: neither thread skips it.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "two parties, two threads; a false deadlock when await counted as a call needing a lock")
public class Main {
    static void arrive(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            System.out.println("barrier broken");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread helper = new Thread(() -> arrive(barrier));
        helper.start();
        arrive(barrier);
        helper.join();
    }
}
