package corpus.extra.instanceoforder;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A transfer between two accounts locks them in an order chosen by an {@code instanceof}
 * test on the source: the test is of the common supertype, true for both kinds, so each
 * thread locks its source first and the two transfers in opposite directions cross.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the instanceof test holds for both accounts, the order is the call's")
public class Main {
    static class Account {}

    static final class Cash extends Account {}

    static final class Card extends Account {}

    static final Object CASH = new Cash();
    static final Object CARD = new Card();

    static void transfer(Object from, Object to) throws InterruptedException {
        Object first = from instanceof Account ? from : to;
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
