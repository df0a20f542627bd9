package corpus.juc.threadfactory.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.threadfactory: both factory-made threads take the locks in one order. Main's
 * {@code await} returns because the threads run what the factories were given (a model where
 * a factory's thread runs nothing would report main waiting forever).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: one lock order; the factories' threads count the latch down")
public class Main {
    static final Object a = new Object();
    static final Object b = new Object();
    static final CountDownLatch started = new CountDownLatch(2);

    static Runnable renaming(String name, Runnable task) {
        return () -> {
            Thread current = Thread.currentThread();
            String old = current.getName();
            current.setName(name);
            try {
                task.run();
            } finally {
                current.setName(old);
            }
        };
    }

    public static void main(String[] args) throws InterruptedException {
        ThreadFactory jdk = Executors.defaultThreadFactory();
        ThreadFactory own = r -> new Thread(r, "own");
        Thread ab = jdk.newThread(renaming("ab", () -> {
            started.countDown();
            synchronized (a) {
                synchronized (b) {
                    System.out.println("ab");
                }
            }
        }));
        Thread ba = own.newThread(renaming("ba", () -> {
            started.countDown();
            synchronized (a) {
                synchronized (b) {
                    System.out.println("ba");
                }
            }
        }));
        ab.start();
        ba.start();
        started.await();
        ab.join();
        ba.join();
    }
}
