package corpus.extra.instanceofmix;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A payment is either a {@code Cash} or a string a JDK method made ({@code String.valueOf}), and
 * here it is the string: {@code pay} takes B then A for anything but cash, against the worker's
 * A then B. The string has no object in the analysis' points-to sets, so the set of the tested
 * value, {@code Cash} alone, must not decide the {@code instanceof}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "instanceof on a value that may be an object no points-to set shows")
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
            synchronized (B) {
                pause();
                synchronized (A) {
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
