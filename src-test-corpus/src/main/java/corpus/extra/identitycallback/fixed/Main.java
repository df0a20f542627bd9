package corpus.extra.identitycallback.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.identitycallback: main takes A then B, the order of the worker. HOLDS with no
 * caveat: {@code Objects.requireNonNull(task)}, {@code AtomicReference.compareAndSet} and
 * {@code Enum.compareTo} only compare their arguments by identity or ordinal, so handing them
 * the task (or an application enum) is no library call-back.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    enum Phase { START, RUN }

    static final Object A = new Object();
    static final Object B = new Object();
    static final AtomicReference<Runnable> TASK = new AtomicReference<>();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        final Runnable task = () -> {
            synchronized (B) {
                count++;
            }
        };
        Objects.requireNonNull(task);
        TASK.compareAndSet(null, task);
        Phase phase = args.length > 0 ? Phase.RUN : Phase.START;
        if (phase.compareTo(Phase.RUN) <= 0) {
            count--;
        }
        Thread worker = new Thread(() -> {
            synchronized (A) {
                task.run();
            }
        });
        worker.start();
        synchronized (A) {
            synchronized (B) {
                count++;
            }
        }
        worker.join();
    }
}
