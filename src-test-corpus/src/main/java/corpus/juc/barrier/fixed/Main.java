package corpus.juc.barrier.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import org.petrify.corpus.Expect;

/** Twin of juc.barrier: the barrier counts the two workers, and they meet twice (cyclic). */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: parties = workers")
public class Main {
    static final CyclicBarrier phaseDone = new CyclicBarrier(2);

    static void worker() {
        try {
            phaseDone.await();
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
