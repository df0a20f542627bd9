package corpus.extra.updatedgate.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.atomic.AtomicInteger;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.updatedgate: the assembler waits until both downloaders are done, counted by
 * {@code updateAndGet(n -> n + 1)}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final int CHUNKS = 2;
    static final Object PROGRESS = new Object();
    static final AtomicInteger HIGHEST = new AtomicInteger(-1);
    static final AtomicInteger FINISHED = new AtomicInteger();

    static void fetch(int chunk) {
        HIGHEST.accumulateAndGet(chunk, Math::max);
        FINISHED.updateAndGet(n -> n + 1);
        synchronized (PROGRESS) {
            PROGRESS.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> fetch(0));
        Thread second = new Thread(() -> fetch(1));
        first.start();
        second.start();
        synchronized (PROGRESS) {
            while (FINISHED.get() < CHUNKS) {
                PROGRESS.wait();
            }
        }
        System.out.println(FINISHED.get() == CHUNKS ? "assembled" : "partial");
    }
}
