package corpus.extra.ctorreflocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.function.Supplier;
import org.petrify.corpus.Expect;

/** Twin of extra.ctorreflocks: the second thread takes the stripes one at a time. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static Object[] stripes(int n, Supplier<Object> make) {
        Object[] out = new Object[n];
        for (int i = 0; i < n; i++) {
            out[i] = make.get();
        }
        return out;
    }

    static void nested(Object first, Object second) {
        synchronized (first) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
            synchronized (second) {
                System.out.println("both stripes");
            }
        }
    }

    static void oneAtATime(Object first, Object second) {
        synchronized (first) {
            System.out.println("first stripe");
        }
        synchronized (second) {
            System.out.println("second stripe");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object[] s = stripes(2, Object::new);
        Thread up = new Thread(() -> nested(s[0], s[1]));
        Thread down = new Thread(() -> oneAtATime(s[1], s[0]));
        up.start();
        down.start();
        up.join();
        down.join();
    }
}
