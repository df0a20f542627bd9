package corpus.extra.leafbuffer.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code leafbuffer}: both threads take the two locks in one order, so the
 * shared {@code StringBuffer} log and the lazily initialised class (leaf locks) are the only
 * other monitors they share, and nothing can wait forever.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "one lock order; the leaf monitors never block their holder")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final StringBuffer LOG = new StringBuffer();

    static final class Names {
        static final String WORKER = "worker";
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (A) {
                LOG.append(Names.WORKER).append(" has A");
                synchronized (B) {
                    LOG.append(" and B");
                }
            }
        });
        worker.start();
        synchronized (A) {
            LOG.append("main has A");
            synchronized (B) {
                LOG.append(Names.WORKER.length());
            }
        }
        worker.join();
        System.out.println(LOG);
    }
}
