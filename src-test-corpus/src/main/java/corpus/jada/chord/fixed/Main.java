package corpus.jada.chord.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of jada.chord: stabilising reads the successor under the node's own lock but notifies it
 * after releasing that lock (an open call), so no thread ever holds two node locks.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: open call")
public class Main {
    static final class Node {
        Node successor;
        Node predecessor;

        void stabilize() {
            Node next;
            synchronized (this) {
                next = successor;
            }
            next.notifyFrom(this);
        }

        synchronized void notifyFrom(Node candidate) {
            predecessor = candidate;
        }
    }

    public static void main(String[] args) {
        Node n1 = new Node();
        Node n2 = new Node();
        Node n3 = new Node();
        n1.successor = n2;
        n2.successor = n3;
        n3.successor = n1;
        new Thread(n1::stabilize).start();
        new Thread(n2::stabilize).start();
        new Thread(n3::stabilize).start();
    }
}
