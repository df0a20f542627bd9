package corpus.extra.barriercatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CyclicBarrier;
import org.petrify.corpus.Expect;

/**
 * A barrier for three parties that only two threads ever reach, each await inside
 * {@code catch (Exception)}: nothing breaks or interrupts the barrier, so both wait forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "three parties, two threads; the handlers never run")
public class Main {
    static void arrive(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            System.out.println("barrier broken");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CyclicBarrier barrier = new CyclicBarrier(3);
        Thread helper = new Thread(() -> arrive(barrier));
        helper.start();
        arrive(barrier);
        helper.join();
    }
}
