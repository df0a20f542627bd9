package corpus.extra.instanceofmix.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.instanceofmix: a payment that is not cash takes the locks in the worker's
 * order too, so whichever value arrives there is no cycle.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Cash {}

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            return;
        }
    }

    static void pay(Object payment) {
        if (payment instanceof Cash) {
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("cash");
                }
            }
        } else {
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("other");
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        pay(args.length == 0 ? String.valueOf(7) : new Cash());
        worker.join();
    }
}
