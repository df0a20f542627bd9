package corpus.extra.clinitcross;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Two classes whose static initialisers use each other, first used from two threads: each
 * thread initialises one class and waits for the other one's initialisation (JLS 12.4.2), a
 * deadlock that jstack does not report (both threads show RUNNABLE in their initialisers).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Alpha {
        static int base = Beta.base + 1;
    }

    static final class Beta {
        static int base = Alpha.base + 1;
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
