package corpus.extra.atomicreflock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Two resources reached through {@code AtomicReference}s; each thread locks the one it reads
 * first and then calls a synchronized method of the other, in opposite orders: a lock-order
 * deadlock whose locks are only known through the values the atomic references hold.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "x.get().use(y.get()) and y.get().use(x.get()) lock the two resources in"
            + " opposite orders")
public class Main {
    static final class Resource {
        synchronized void use(Resource other) {
            pause();
            other.touch();
        }

        synchronized void touch() {
            System.out.println("touched");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicReference<Resource> x = new AtomicReference<>(new Resource());
        AtomicReference<Resource> y = new AtomicReference<>();
        y.set(new Resource());
        Thread t1 = new Thread(() -> x.get().use(y.get()), "x-then-y");
        Thread t2 = new Thread(() -> y.get().use(x.get()), "y-then-x");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
