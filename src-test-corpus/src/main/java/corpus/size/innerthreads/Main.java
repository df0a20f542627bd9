package corpus.size.innerthreads;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Inner (non-static) thread classes share their outer object's lock: the parent thread holds the
 * lock while it starts a child and joins it, and the child needs the same lock first.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "size InnerThreads")
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
            synchronized (lock) {
                Child child = new Child();
                child.start();
                try {
                    child.join();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }

    public static void main(String[] args) {
        Main outer = new Main();
        outer.new Parent().start();
    }
}
