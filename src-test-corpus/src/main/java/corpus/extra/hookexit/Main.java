package corpus.extra.hookexit;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * main registers a shutdown hook that flushes a journal under its lock, then calls System.exit
 * while it still holds that lock: exit runs the hook and waits for it, the hook waits for the
 * lock, and the JVM never ends.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "System.exit waits for a shutdown hook that waits for the exiting thread's lock")
public class Main {
    static final Object JOURNAL = new Object();

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (JOURNAL) {
                System.out.println("journal flushed");
            }
        }));
        synchronized (JOURNAL) {
            System.out.println("fatal: stopping");
            System.exit(1);
        }
    }
}
