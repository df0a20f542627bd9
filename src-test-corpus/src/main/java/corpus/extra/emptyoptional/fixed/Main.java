package corpus.extra.emptyoptional.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Optional;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.emptyoptional: the second worker's {@code Optional} is {@code
 * Optional.empty()}, so its action never runs and takes no lock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            return;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (A) {
                pause();
                Optional.of(B).ifPresent(b -> {
                    synchronized (b) {
                        System.out.println("t1");
                    }
                });
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (B) {
                pause();
                Optional.<Object>empty().ifPresent(a -> {
                    synchronized (a) {
                        System.out.println("t2");
                    }
                });
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
