package corpus.extra.boxedflag;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A pool of at most one object and two users. Each user decides under a lock, in a boxed
 * {@code Boolean}, whether it may make an object ({@code Boolean create = null; ... create =
 * Boolean.TRUE; ... if (!create.booleanValue()) return null}, the shape of commons-pool2's
 * {@code GenericObjectPool.create()}); the second user's decision is {@code FALSE}, it gets
 * {@code null} and waits for a return nobody makes.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a boxed FALSE decision: the second user waits forever")

public class Main {
    static final int MAX = 1;
    private final Object lock = new Object();
    private final Object idle = new Object();
    private int made;
    private boolean returned;

    Object create() {
        Boolean create = null;
        while (create == null) {
            synchronized (lock) {
                if (made >= MAX) {
                    create = Boolean.valueOf(false);
                } else {
                    made++;
                    create = Boolean.TRUE;
                }
            }
        }
        if (!create.booleanValue()) {
            return null;
        }
        return new Object();
    }

    void use() throws InterruptedException {
        if (create() == null) {
            synchronized (idle) {
                while (!returned) {
                    idle.wait();
                }
            }
        }
    }

    static void run(Main p) {
        try {
            p.use();
        } catch (InterruptedException e) {
            // ends the run
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main p = new Main();
        Thread a = new Thread(() -> run(p));
        Thread b = new Thread(() -> run(p));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
