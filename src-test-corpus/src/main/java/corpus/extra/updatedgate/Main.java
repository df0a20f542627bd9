package corpus.extra.updatedgate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicInteger;
import org.petrify.corpus.Expect;

/**
 * Two downloaders fetch chunks 0 and 1; each records the highest chunk fetched with
 * {@code accumulateAndGet(chunk, Math::max)} and counts itself done with
 * {@code updateAndGet(n -> n + 1)}, then wakes the assembler. The assembler waits until the
 * highest chunk reaches the number of chunks, 2: an off-by-one, since the last chunk is 1, so
 * it waits for ever once both downloaders are done.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the highest chunk is 1, the assembler waits for 2")
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
            while (HIGHEST.get() < CHUNKS) {
                PROGRESS.wait();
            }
        }
        System.out.println(FINISHED.get() == CHUNKS ? "assembled" : "partial");
    }
}
