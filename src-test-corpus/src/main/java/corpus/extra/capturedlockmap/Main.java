package corpus.extra.capturedlockmap;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.Map;

import org.petrify.corpus.Expect;

/**
 * Named locks in a local map under literal keys, captured by the threads' lambdas: the two
 * threads take "a" and "b" in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Map<String, Object> locks = new HashMap<>();
        locks.put("a", new Object());
        locks.put("b", new Object());
        Thread t1 = new Thread(() -> {
            synchronized (locks.get("a")) {
                synchronized (locks.get("b")) {
                    System.out.println("t1");
                }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (locks.get("b")) {
                synchronized (locks.get("a")) {
                    System.out.println("t2");
                }
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
