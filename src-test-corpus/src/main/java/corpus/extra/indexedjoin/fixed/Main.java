package corpus.extra.indexedjoin.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: three listed threads take the lock in turn; main starts and joins them by index
 * up to {@code list.size()}, so each join waits for the thread its loop trip started (with
 * the list's size unknown they were summary threads, and joins of one object twice blocked).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "i < list.size() of a list filled by a counted loop is a known bound; get(i) is the i-th thread")
public class Main {
    static final Object LOCK = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            threads.add(new Thread(() -> {
                synchronized (LOCK) {
                    count++;
                }
            }));
        }
        for (int i = 0; i < threads.size(); i++) {
            threads.get(i).start();
        }
        for (int i = 0; i < threads.size(); i++) {
            threads.get(i).join();
        }
        System.out.println(count);
    }
}
