package corpus.extra.lengthcheck.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.lengthcheck: cursor() asks for the position 0, and a position check of 0
 * against an array's length (never negative) cannot fail, so each worker releases the lock
 * and main takes it after the joins. The shape of Guava's {@code ImmutableList.iterator()}
 * ({@code listIterator(0)} checking {@code checkPositionIndex(0, array.length)}) under a lock
 * that is released only on the normal path.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();

    static final class Items {
        private final Object[] array;

        Items(Object[] array) {
            this.array = array;
        }

        int cursor() {
            return cursorAt(0);
        }

        int cursorAt(int index) {
            return position(array, index);
        }
    }

    static int position(Object[] array, int index) {
        return checkPosition(index, array.length);
    }

    static int checkPosition(int index, int size) {
        if (index < 0 || index > size) {
            throw new IndexOutOfBoundsException();
        }
        return index;
    }

    static final Items ITEMS = new Items(new Object[0]);

    static void step() {
        lock.lock();
        ITEMS.cursor();
        lock.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(Main::step);
        Thread b = new Thread(Main::step);
        a.start();
        b.start();
        a.join();
        b.join();
        lock.lock();
        lock.unlock();
    }
}
