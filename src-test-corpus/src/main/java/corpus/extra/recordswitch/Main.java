package corpus.extra.recordswitch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Jobs are dispatched with a pattern {@code switch} over a sealed interface whose cases
 * deconstruct nested records ({@code case Ordered(Pair(var x, var y))}); javac compiles the
 * nested pattern into a re-dispatch loop ({@code typeSwitch} with a restart index). Each
 * worker locks the pair's two objects in the order the record gives; the two workers get the
 * pair in opposite orders: a lock-order inversion.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: each worker holds the first object of its pair and wants the other")
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
        Thread t2 = new Thread(() -> run(new Ordered(new Pair(B, A))));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
