package corpus.extra.boxedflag.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin: two objects allowed for two users. Each user's boxed decision is {@code TRUE},
 * both make an object and nobody waits for a return. Before boxed booleans were tracked like
 * the booleans they box, the test {@code !create.booleanValue()} was a choice, a user got
 * {@code null} and this was a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a Boolean that is always TRUE, FALSE or valueOf(b) is tested exactly")

public class Main {
    static final int MAX = 2;
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
