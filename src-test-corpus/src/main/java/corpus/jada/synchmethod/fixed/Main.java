package corpus.jada.synchmethod.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of jada.synchmethod: greeting updates the own state under the own monitor and answers the
 * peer after leaving it; greeting oneself re-enters the own monitor (reentrancy, not a deadlock).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: open call; plus a reentrant call")
public class Main {
    private int calls;

    void greet(Main peer) {
        synchronized (this) {
            calls++;
            answer();
        }
        peer.answer();
    }

    synchronized void answer() {
        calls--;
    }

    public static void main(String[] args) {
        Main alice = new Main();
        Main bob = new Main();
        new Thread(() -> alice.greet(bob)).start();
        new Thread(() -> bob.greet(alice)).start();
    }
}
