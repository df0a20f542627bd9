package corpus.extra.switchmapread.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Corrected twin of {@code extra.switchmapread}: the cost is chosen by a {@code switch} on the
 * mode. javac compiles it to a read of {@code $SwitchMap$Mode[mode.ordinal()]}, an array the
 * switch map's class initialiser makes with {@code Mode.values().length} slots, so the read is
 * always in bounds and the worker always counts down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final CountDownLatch DONE = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                switch (Mode.IDLE) {
                    case FAST -> DONE.getCount();
                    case SLOW -> DONE.getCount();
                    default -> { }
                }
            } catch (RuntimeException e) {
                return;
            }
            DONE.countDown();
        });
        worker.start();
        DONE.await();
        worker.join();
    }
}

/** The modes, in a class of their own, so that a {@code switch} on them reads a switch map. */
enum Mode { FAST, SLOW, IDLE }
