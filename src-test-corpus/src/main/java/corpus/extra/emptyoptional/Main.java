package corpus.extra.emptyoptional;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Optional;
import org.petrify.corpus.Expect;

/**
 * Two workers each hold one lock and hand the other lock to {@code Optional.ifPresent}, whose
 * action locks it in the caller, under the lock held: a lock-order cycle through the action.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: each ifPresent action waits for the lock the other worker holds")
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
                Optional.of(A).ifPresent(a -> {
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
