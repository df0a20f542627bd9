package corpus.size.joinunderlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Twin of size.joinunderlock: main releases the lock before it joins the worker. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: join after release")
public class Main {
    static final Object LOCK = new Object();
    static int state;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (LOCK) {
                state++;
            }
        });
        synchronized (LOCK) {
            worker.start();
            state--;
        }
        worker.join();
    }
}
