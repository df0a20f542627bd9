package corpus.juc.barrier;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import org.petrify.corpus.Expect;

/**
 * The barrier is set up for three parties but only two workers arrive: both wait in
 * {@code await} forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CyclicBarrier phaseDone = new CyclicBarrier(3); // bug: two parties arrive

    static void worker() {
        try {
            phaseDone.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(Main::worker);
        Thread b = new Thread(Main::worker);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
