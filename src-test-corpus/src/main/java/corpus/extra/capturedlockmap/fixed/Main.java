package corpus.extra.capturedlockmap.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.HashMap;
import java.util.Map;

import org.petrify.corpus.Expect;

/**
 * The twin of extra.capturedlockmap: both threads take "a" then "b". (A false VIOLATED
 * before: a map captured by a lambda kept all its values for every key.)
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
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
            synchronized (locks.get("a")) {
                synchronized (locks.get("b")) {
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
