package corpus.jada.synchmethod;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** A synchronized method calls a synchronized method of its peer; two peers call each other. */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA SynchMethod")
public class Main {
    private int calls;

    synchronized void greet(Main peer) {
        calls++;
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
