package corpus.extra.startonce;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Main starts the worker once, between two calls of a helper chain deep enough that its
 * innermost method is one procedure for both calls; the worker re-enters a monitor in that
 * chain. The worker takes {@code first} then {@code second}, main (after starting it) the
 * opposite: a lock-order deadlock. The fixed twin takes them in one order.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object first = new Object();
    static final Object second = new Object();
    static int count;

    static void e() {
        synchronized (first) {
            count++;
        }
    }

    static void d() {
        e();
    }

    static void c() {
        d();
    }

    static void b() {
        c();
    }

    static void a() {
        b();
    }

    static void work() {
        synchronized (first) {
            a();
            synchronized (second) {
                count++;
            }
        }
        a();
    }

    public static void main(String[] args) throws InterruptedException {
        a();
        Thread worker = new Thread(Main::work);
        worker.start();
        synchronized (second) {
            synchronized (first) {
                count++;
            }
        }
        a();
        worker.join();
    }
}
