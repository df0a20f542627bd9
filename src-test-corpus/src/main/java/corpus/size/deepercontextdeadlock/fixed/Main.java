package corpus.size.deepercontextdeadlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of size.deepercontextdeadlock: the pairs (a,b), (c,d), (b,c) all follow the order
 * a &lt; b &lt; c &lt; d. Merging the contexts would pair b with c both ways and invent a cycle, so
 * this twin tests the precision of the context-sensitive analysis.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: pairs follow the order a<b<c<d; a context-insensitive analysis would merge them into a false b/c cycle")
public class Main {
    static int work;

    static void lockBoth(Object first, Object second) {
        synchronized (first) {
            synchronized (second) {
                work++;
            }
        }
    }

    static void level3(Object x, Object y) {
        work--;
        lockBoth(x, y);
    }

    static void level2(Object x, Object y) {
        work++;
        level3(x, y);
    }

    static void level1(Object x, Object y) {
        level2(x, y);
    }

    static void entry(Object x, Object y) {
        level1(x, y);
    }

    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        Object c = new Object();
        Object d = new Object();
        new Thread(() -> entry(a, b)).start();
        new Thread(() -> level2(c, d)).start();
        new Thread(() -> level3(b, c)).start();
    }
}
