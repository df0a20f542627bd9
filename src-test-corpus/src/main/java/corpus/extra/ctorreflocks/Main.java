package corpus.extra.ctorreflocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.function.Supplier;
import org.petrify.corpus.Expect;

/**
 * Stripes made by a constructor reference: {@code stripes} calls the supplier
 * {@code Object::new} on a loop, so the two stripes are two objects made by one function. Two
 * threads take them nested in opposite orders: a lock-order cycle. (The analysis took the
 * objects a constructor reference makes for one object, so both stripes were one lock and the
 * cycle a re-entry: a missed deadlock.)
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: each thread holds one stripe and wants the other")
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

    public static void main(String[] args) throws InterruptedException {
        Object[] s = stripes(2, Object::new);
        Thread up = new Thread(() -> nested(s[0], s[1]));
        Thread down = new Thread(() -> nested(s[1], s[0]));
        up.start();
        down.start();
        up.join();
        down.join();
    }
}
