package corpus.extra.enumbodylock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Enum constants with bodies of their own: {@code A}'s {@code next()} returns {@code B} (javac
 * reads it as {@code S$1.B}, a field {@code S} declares), and {@code B}'s takes X, then Y. The
 * worker's second {@code next()} runs {@code B}'s body while the other thread holds Y and waits
 * for X: a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: B's next() takes X then Y, the other thread Y then X")
public class Main {
    static final Object X = new Object();
    static final Object Y = new Object();

    enum S {
        A {
            S next() {
                return B;
            }
        },
        B {
            S next() {
                synchronized (X) {
                    pause();
                    synchronized (Y) {
                        return B;
                    }
                }
            }
        };

        abstract S next();
    }

    static S s = S.A;

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            return;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            s = s.next();
            s = s.next();
        });
        Thread other = new Thread(() -> {
            synchronized (Y) {
                pause();
                synchronized (X) {
                    System.out.println("other");
                }
            }
        });
        worker.start();
        other.start();
        worker.join();
        other.join();
    }
}
