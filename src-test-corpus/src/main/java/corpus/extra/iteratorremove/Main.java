package corpus.extra.iteratorremove;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A worker adds first then second to a list, removes the first through an iterator and
 * appends it again: elements 0 and 1 are now second then first, the reverse of {@code main}.
 * A list whose iterator may remove has no known positions (before, {@code get(0)} was taken
 * for the first {@code add}: a wrong HOLDS).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the iterator's remove moves every element")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            List<Object> locks = new ArrayList<>();
            locks.add(FIRST);
            locks.add(SECOND);
            Iterator<Object> it = locks.iterator();
            it.next();
            it.remove();
            locks.add(FIRST);
            synchronized (locks.get(0)) {
                synchronized (locks.get(1)) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (FIRST) {
            synchronized (SECOND) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
