package corpus.extra.indexedjoin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Two threads kept in a list take two locks in opposite orders; main starts and joins them by
 * index up to {@code list.size()}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the first listed thread locks A then B, the second B then A")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        threads.add(new Thread(() -> {
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("first");
                }
            }
        }));
        threads.add(new Thread(() -> {
            synchronized (B) {
                pause();
                synchronized (A) {
                    System.out.println("second");
                }
            }
        }));
        for (int i = 0; i < threads.size(); i++) {
            threads.get(i).start();
        }
        for (int i = 0; i < threads.size(); i++) {
            threads.get(i).join();
        }
    }
}
