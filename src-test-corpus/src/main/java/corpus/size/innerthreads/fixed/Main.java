package corpus.size.innerthreads.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of size.innerthreads: the parent starts the child under the lock but joins it only after
 * releasing the lock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: the parent joins after releasing the lock")
public class Main {
    private final Object lock = new Object();
    private int counter;

    final class Child extends Thread {
        @Override
        public void run() {
            synchronized (lock) {
                counter++;
            }
        }
    }

    final class Parent extends Thread {
        @Override
        public void run() {
            Child child = new Child();
            synchronized (lock) {
                child.start();
                counter--;
            }
            try {
                child.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    public static void main(String[] args) {
        Main outer = new Main();
        outer.new Parent().start();
    }
}
