package corpus.juc.threadfactory;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import org.petrify.corpus.Expect;

/**
 * Threads made by thread factories run the runnable handed to them, through a wrapper that
 * renames the thread (as Guava's {@code Callables.threadRenaming} does): one by the JDK's
 * {@code Executors.defaultThreadFactory()}, one by a factory lambda of the program. Each counts
 * down the latch main waits for, then takes two locks, in opposite orders: deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "factory-made threads run the wrapped runnables; lock-order inversion between them")
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
            synchronized (b) { // bug: b before a
                synchronized (a) {
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
