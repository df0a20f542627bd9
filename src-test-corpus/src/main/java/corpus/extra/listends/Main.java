package corpus.extra.listends;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A worker builds a list of three locks with {@code add} and locks its {@code getFirst()}
 * then its {@code getLast()}: the second lock, then the first, while {@code main} locks
 * first then second: a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the list ends are the locks in reverse order")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();
    static final Object OTHER = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            List<Object> locks = new ArrayList<>();
            locks.add(SECOND);
            locks.add(OTHER);
            locks.add(FIRST);
            synchronized (locks.getFirst()) {
                synchronized (locks.getLast()) {
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
