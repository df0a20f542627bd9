package corpus.values.atomicspin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicBoolean;

import org.petrify.corpus.Expect;

/**
 * A test-and-set spin lock on an AtomicBoolean whose holder returns early without clearing it
 * once the counter reached its limit: the worker then spins on compareAndSet forever and main
 * waits for it in join, however fairly the threads are scheduled.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a real livelock: the spin lock is left set; exact with the atomic's value tracked")
public class Main {
    static final AtomicBoolean held = new AtomicBoolean();
    static int count;

    static void incrementBelow(int limit) {
        while (!held.compareAndSet(false, true)) {
            Thread.onSpinWait();
        }
        if (count >= limit) {
            return;
        }
        count++;
        held.set(false);
    }

    public static void main(String[] args) throws InterruptedException {
        incrementBelow(1);
        incrementBelow(1);
        Thread worker = new Thread(() -> incrementBelow(10));
        worker.start();
        worker.join();
    }
}
