package corpus.extra.enumbodylock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.enumbodylock: the other thread takes X before Y as {@code B}'s body does, so
 * there is no cycle.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
            synchronized (X) {
                pause();
                synchronized (Y) {
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
