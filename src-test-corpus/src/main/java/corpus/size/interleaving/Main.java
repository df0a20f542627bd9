package corpus.size.interleaving;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Deeply nested calls with many interleaved shared accesses: each thread walks a chain of eight
 * methods; the fourth takes one monitor and, still holding it, the eighth takes the other. The two
 * chains take P and Q in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "size Interleaving",
        note = "about 150 lines like the paper's; each call chain is eight methods deep")
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
        synchronized (Q) {
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
        synchronized (P) {
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
