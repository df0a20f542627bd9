package corpus.extra.instanceoforder.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.instanceoforder: the test is of one kind, {@code Cash}, so the cash account is
 * locked first in both directions. Each parameter's points-to set is one object of an exact
 * class and never null (a static final singleton), so the test and the identity
 * {@code first == from} are decided.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static class Account {}

    static final class Cash extends Account {}

    static final class Card extends Account {}

    static final Object CASH = new Cash();
    static final Object CARD = new Card();

    static void transfer(Object from, Object to) throws InterruptedException {
        Object first = from instanceof Cash ? from : to;
        Object second = first == from ? to : from;
        synchronized (first) {
            Thread.sleep(50);
            synchronized (second) {
                System.out.println("moved");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            try {
                transfer(CASH, CARD);
            } catch (InterruptedException e) {
                return;
            }
        });
        Thread t2 = new Thread(() -> {
            try {
                transfer(CARD, CASH);
            } catch (InterruptedException e) {
                return;
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
