package corpus.extra.printlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A progress reporter holds {@code System.out}'s monitor to keep its lines together and, inside,
 * reads the job table under the table's lock; the job thread holds the table's lock and prints
 * a line, and {@code println} takes {@code System.out}'s monitor: a lock-order cycle through the
 * JDK's own stream lock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: PrintStream.println locks the stream, held by the other thread")
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
            System.out.println("job finished");
        }
        reporter.join();
    }
}
