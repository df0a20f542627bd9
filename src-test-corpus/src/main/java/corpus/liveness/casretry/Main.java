package corpus.liveness.casretry;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicInteger;
import org.petrify.corpus.Expect;

/**
 * Two threads add 1 three times each by compare-and-set, but each retries with the value it
 * expects from its own count, read once before the loop, instead of reading the counter again:
 * both expect 0, one wins, and the other retries its compare-and-set from 0 forever (the JVM
 * hangs, in every interleaving).
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED)
public class Main {
    static final AtomicInteger COUNT = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        final int start = COUNT.get();
        Runnable addThree = () -> {
            int expected = start;
            for (int i = 0; i < 3; i++) {
                while (!COUNT.compareAndSet(expected, expected + 1)) {
                    Thread.onSpinWait();
                }
                expected++;
            }
        };
        Thread a = new Thread(addThree);
        Thread b = new Thread(addThree);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
