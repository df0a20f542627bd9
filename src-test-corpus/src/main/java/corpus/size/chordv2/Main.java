package corpus.size.chordv2;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Chord with an unbounded recursive routing phase: each node first routes a number of hops
 * recursively (taking and releasing its own monitor at every hop), then stabilises, which holds
 * its monitor while notifying the successor's synchronized method. Three nodes in a ring.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS, paper = "size Chordv2",
        note = "the recursion depth becomes nondeterministic: without fairness it can recurse forever",
        acceptUnsound = "fair-returns",
        acceptReason = "the recursion is entered once, from a call site outside any loop, and calls"
        + " itself at most once per activation, so every real run returns from it finitely"
        + " often and fair returns exclude no real run")
public class Main {
    static final class Node {
        Node successor;
        Node predecessor;
        int keys;

        void route(int hops) {
            if (hops > 0) {
                synchronized (this) {
                    keys++;
                }
                route(hops - 1);
            } else {
                stabilize();
            }
        }

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
        new Thread(() -> n1.route(4)).start();
        new Thread(() -> n2.route(4)).start();
        new Thread(() -> n3.route(4)).start();
    }
}
