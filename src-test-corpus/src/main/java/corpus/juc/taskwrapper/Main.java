package corpus.juc.taskwrapper;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadFactory;
import org.petrify.corpus.Expect;

/**
 * A thread of a {@code Thread.ofPlatform()} builder's factory runs a {@code FutureTask} over
 * {@code Executors.callable(runnable)}: the runnable takes {@code b} then {@code a} and counts
 * the latch down, while main holds {@code a} and wants {@code b}: deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the factory's thread runs the runnable inside Executors.callable inside a FutureTask")
public class Main {
    static final Object a = new Object();
    static final Object b = new Object();
    static final CountDownLatch done = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        ThreadFactory factory = Thread.ofPlatform().name("worker").factory();
        FutureTask<Object> task = new FutureTask<>(Executors.callable(() -> {
            synchronized (b) { // bug: b before a
                synchronized (a) {
                    done.countDown();
                }
            }
        }));
        Thread worker = factory.newThread(task);
        worker.start();
        synchronized (a) {
            synchronized (b) {
                System.out.println("main");
            }
        }
        done.await();
    }
}
