package corpus.extra.joincycle.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Twin of extra.joincycle: only one thread joins; the other just works. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: no join cycle")
public class Main {
    static int work;

    static final class Waiter extends Thread {
        private final Thread other;

        Waiter(Thread other) {
            this.other = other;
        }

        @Override
        public void run() {
            try {
                other.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    public static void main(String[] args) {
        Thread b = new Thread(() -> work++);
        Waiter a = new Waiter(b);
        a.start();
        b.start();
    }
}
