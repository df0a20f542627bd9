package corpus.extra.typeswitch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Commands of a sealed type dispatched by a pattern {@code switch}: both threads send a
 * {@code Pair}, in opposite orders, so the two monitors are taken in both orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "pattern switch over a sealed interface; two Pair commands in opposite orders")
public class Main {
    sealed interface Cmd permits Single, Pair {}

    record Single(Object lock) implements Cmd {}

    record Pair(Object first, Object second) implements Cmd {}

    static int done;

    static void run(Cmd c) {
        switch (c) {
            case Single s -> {
                synchronized (s.lock()) {
                    done++;
                }
            }
            case Pair p -> {
                synchronized (p.first()) {
                    synchronized (p.second()) {
                        done++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object a = new Object();
        Object b = new Object();
        Thread t = new Thread(() -> run(new Pair(a, b)));
        t.start();
        run(new Pair(b, a));
        t.join();
    }
}
