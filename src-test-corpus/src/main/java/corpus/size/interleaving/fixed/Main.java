package corpus.size.interleaving.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of size.interleaving: both call chains take P at depth four and Q at depth eight.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order")
public class Main {
    static final Object P = new Object();
    static final Object Q = new Object();
    static int x;
    static int y;
    static int z;

    static void a1() {
        y++;
        a2();
        z++;
    }

    static void a2() {
        z++;
        a3();
        x++;
    }

    static void a3() {
        x++;
        a4();
        y++;
    }

    static void a4() {
        synchronized (P) {
            x++;
            a5();
        }
    }

    static void a5() {
        z++;
        a6();
        x++;
    }

    static void a6() {
        x++;
        a7();
        y++;
    }

    static void a7() {
        y++;
        a8();
        z++;
    }

    static void a8() {
        synchronized (Q) {
            y++;
        }
    }

    static void b1() {
        y++;
        b2();
        z++;
    }

    static void b2() {
        z++;
        b3();
        x++;
    }

    static void b3() {
        x++;
        b4();
        y++;
    }

    static void b4() {
        synchronized (P) {
            x++;
            b5();
        }
    }

    static void b5() {
        z++;
        b6();
        x++;
    }

    static void b6() {
        x++;
        b7();
        y++;
    }

    static void b7() {
        y++;
        b8();
        z++;
    }

    static void b8() {
        synchronized (Q) {
            y++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread alpha = new Thread(Main::a1);
        Thread beta = new Thread(Main::b1);
        alpha.start();
        beta.start();
        alpha.join();
        beta.join();
    }
}
