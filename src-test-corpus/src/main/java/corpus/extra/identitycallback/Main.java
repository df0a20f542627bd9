package corpus.extra.identitycallback;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Lock-order inversion through a task handed around by identity: the task locks B; the worker
 * runs it holding A while main takes B then A. The task also passes through
 * {@code Objects.requireNonNull}, an {@code AtomicReference} and an enum comparison, none of
 * which calls it.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
        synchronized (B) {
            synchronized (A) {
                count++;
            }
        }
        worker.join();
    }
}
