package corpus.extra.joincycle;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Two threads join each other: a deadlock without any lock. */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Peer extends Thread {
        Thread other;

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
        Peer a = new Peer();
        Peer b = new Peer();
        a.other = b;
        b.other = a;
        a.start();
        b.start();
    }
}
