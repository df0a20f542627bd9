package corpus.extra.lengthcheck;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * cursor() asks for the position 1 of an empty array: the position check throws
 * IndexOutOfBoundsException out of the worker, which holds the lock (released only on the normal
 * path), so the other worker, or main after the joins, blocks in lock() forever. A check of a
 * known position against an array's length is decided only when the length's sign decides it
 * (1 > length is not known from the length being non-negative), so the throw stays.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();

    static final class Items {
        private final Object[] array;

        Items(Object[] array) {
            this.array = array;
        }

        int cursor() {
            return cursorAt(1);
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
