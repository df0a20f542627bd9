package corpus.extra.hookexit.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/** Fixed twin of extra.hookexit: main leaves the journal's lock before it calls System.exit. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object JOURNAL = new Object();

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (JOURNAL) {
                System.out.println("journal flushed");
            }
        }));
        synchronized (JOURNAL) {
            System.out.println("stopping");
        }
        System.exit(0);
    }
}
