package corpus.jada.chord;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A ring of three nodes: stabilising a node is a synchronized method that notifies the successor
 * through another synchronized method, so three concurrent stabilisations can wait in a circle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA Chord")
public class Main {
    static final class Node {
        Node successor;
        Node predecessor;

        synchronized void stabilize() {
            successor.notifyFrom(this);
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
