package corpus.extra.atomicreflock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.atomicreflock: both threads lock the resource of {@code x} first, then the one
 * of {@code y}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: both threads call x.get().use(y.get()), one lock order")
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
        Thread t2 = new Thread(() -> x.get().use(y.get()), "x-then-y-too");
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
