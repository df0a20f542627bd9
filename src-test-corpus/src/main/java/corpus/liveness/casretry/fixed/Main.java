package corpus.liveness.casretry.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.atomic.AtomicInteger;
import org.petrify.corpus.Expect;

/**
 * Two threads add 1 three times each by the compare-and-set retry loop: read the counter,
 * compare-and-set it from the value read, retry on failure. A compare-and-set fails only when
 * the other thread changed the counter since the read, which it does at most three times, so
 * every run terminates (the JVM prints 6). The counter's exact range is the whole value bound
 * (its compare-and-set expects a value read, not a constant), so 0..6 are exact: before, the
 * range was {0} and the first update made it *, after which a compare-and-set of * against *
 * could fail forever with no other thread running.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final AtomicInteger COUNT = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Runnable addThree = () -> {
            for (int i = 0; i < 3; i++) {
                int v;
                do {
                    v = COUNT.get();
                } while (!COUNT.compareAndSet(v, v + 1));
            }
        };
        Thread a = new Thread(addThree);
        Thread b = new Thread(addThree);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(COUNT.get());
    }
}
