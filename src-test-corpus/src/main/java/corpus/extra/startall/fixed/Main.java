package corpus.extra.startall.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.startall: every worker takes the two locks in the same order. The list is
 * filled by a counted loop, so the for-each that starts the workers runs three trips and its
 * i-th trip starts exactly the worker added i-th (each is started once: no summary thread), and
 * the for-each that joins them joins each once.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: one lock order; create, start and join loops over one list")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException {
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            workers.add(new Thread(() -> work(A, B)));
        }
        for (Thread t : workers) {
            t.start();
        }
        for (Thread t : workers) {
            t.join();
        }
    }

    static void work(Object one, Object two) {
        synchronized (one) {
            synchronized (two) {
                total++;
            }
        }
    }
}
