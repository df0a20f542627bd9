package corpus.juc.taskwrapper.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadFactory;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.taskwrapper: the runnable takes the locks in main's order. Main's {@code await}
 * returns because the factory's thread runs the runnable that the {@code FutureTask} and
 * {@code Executors.callable} wrap.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: one lock order; the wrapped runnable counts the latch down")
public class Main {
    static final Object a = new Object();
    static final Object b = new Object();
    static final CountDownLatch done = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        ThreadFactory factory = Thread.ofPlatform().name("worker").factory();
        FutureTask<Object> task = new FutureTask<>(Executors.callable(() -> {
            synchronized (a) {
                synchronized (b) {
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
