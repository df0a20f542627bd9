package corpus.extra.clinitcross.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.clinitcross: only one initialiser uses the other class, so the classes are
 * always initialised in one order and neither thread waits for the other.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: no initialisation cycle")
public class Main {
    static final class Alpha {
        static int base = Beta.base + 1;
    }

    static final class Beta {
        static int base = Integer.getInteger("beta.base", 1);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> System.out.println(Alpha.base));
        Thread b = new Thread(() -> System.out.println(Beta.base));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
