package corpus.extra.emptyoptionalfield;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Optional;
import org.petrify.corpus.Expect;

/**
 * An {@code Optional} kept in a {@code static final} field holds A; a worker holding B hands it
 * to {@code ifPresent}, whose action locks A in the caller, while the other worker holds A and
 * waits for B: a lock-order cycle through the action.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the ifPresent action waits for the lock the other worker holds")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final Optional<Object> TARGET = Optional.of(A);

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
