package corpus.values.getter;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A flag read through a getter: the worker waits while {@code isReady()} is false, and main
 * never sets the flag, so the worker waits forever (a real deadlock: main's join never returns).
 * The getter's result is the tracked value of {@code ready} ({@code GetterReads}).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: nobody sets the flag the worker waits for")
public class Main {
    static final Object lock = new Object();
    static final Main gate = new Main();

    private boolean ready;

    boolean isReady() {
        return ready;
    }

    static void await() throws InterruptedException {
        synchronized (lock) {
            if (!gate.isReady()) {
                lock.wait();
            }
        }
    }

    static void run() {
        try {
            await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(Main::run, "worker");
        w.start();
        w.join();
    }
}
