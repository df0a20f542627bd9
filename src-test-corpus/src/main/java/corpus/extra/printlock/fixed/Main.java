package corpus.extra.printlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.printlock: the job thread prints after leaving the table's lock, so
 * {@code System.out}'s monitor is only ever taken before the table's.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object TABLE = new Object();
    static int done;

    public static void main(String[] args) throws InterruptedException {
        Thread reporter = new Thread(() -> {
            synchronized (System.out) {
                System.out.print("progress: ");
                synchronized (TABLE) {
                    System.out.println(done);
                }
            }
        });
        reporter.start();
        synchronized (TABLE) {
            done++;
        }
        System.out.println("job finished");
        reporter.join();
    }
}
