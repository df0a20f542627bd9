package corpus.extra.recordswitch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.recordswitch: the second worker gets a {@code Plain} job and locks one object.
 * The nested record pattern's re-dispatch loop runs at most once per label in Java (each trip
 * starts from a later label), so it must not read as a loop that may spin for ever, and the
 * case the subject's class rules out must not leave an unknown lock behind.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    record Pair(Object first, Object second) { }

    sealed interface Job permits Ordered, Plain { }

    record Ordered(Pair pair) implements Job { }

    record Plain(Object only) implements Job { }

    static final Object A = new Object();
    static final Object B = new Object();

    static void run(Job job) {
        switch (job) {
            case Ordered(Pair(var x, var y)) -> {
                synchronized (x) {
                    synchronized (y) {
                        System.out.println("both");
                    }
                }
            }
            case Plain(var o) -> {
                synchronized (o) {
                    System.out.println("one");
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> run(new Ordered(new Pair(A, B))));
        Thread t2 = new Thread(() -> run(new Plain(B)));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
