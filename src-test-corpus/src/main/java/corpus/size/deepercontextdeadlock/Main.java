package corpus.size.deepercontextdeadlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Three threads enter a chain of forwarding methods at different depths and finally nest two
 * monitors in {@code lockBoth}. The argument pairs (a,b), (b,c), (c,a) close a cycle; only an
 * analysis that keeps the calling contexts apart knows which pair each thread locks.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "size DeeperContextDeadlock")
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
        new Thread(() -> entry(a, b)).start();
        new Thread(() -> level2(b, c)).start();
        new Thread(() -> level3(c, a)).start();
    }
}
