package corpus.extra.startonce.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of {@code corpus.extra.startonce}: main takes {@code first} before {@code second},
 * as the worker does. The worker is started once (the helper chain that main calls before and
 * after the start returns to the call that entered it), so its reentrant depth of {@code first}
 * in the shared innermost helper is tracked for one instance and the deadlock check holds.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
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
        synchronized (first) {
            synchronized (second) {
                count++;
            }
        }
        a();
        worker.join();
    }
}
