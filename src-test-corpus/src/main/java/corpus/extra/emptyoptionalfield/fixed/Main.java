package corpus.extra.emptyoptionalfield.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Optional;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.emptyoptionalfield: the {@code static final} field holds {@code
 * Optional.empty()}, written only by the class initialiser, so the {@code ifPresent} action
 * never runs and takes no lock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final Optional<Object> TARGET = Optional.empty();

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
                synchronized (B) {
                    System.out.println("t1");
                }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (B) {
                pause();
                TARGET.ifPresent(a -> {
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
