package corpus.extra.typeswitch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.typeswitch: the worker sends a {@code Single}, so only main nests the two
 * monitors. The pattern switch takes, in each context of {@code run}, only the cases of the
 * classes its argument may have: the worker's call never enters the {@code Pair} case.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the worker's command is a Single; the switch follows its class")
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
        Thread t = new Thread(() -> run(new Single(a)));
        t.start();
        run(new Pair(b, a));
        t.join();
    }
}
