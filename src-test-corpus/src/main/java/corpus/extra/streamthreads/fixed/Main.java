package corpus.extra.streamthreads.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.stream.Stream;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.streamthreads: both transfers take A before B. The stream makes exactly two
 * threads, each started once and joined once.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int balance;

    static void move(Object from, Object to) {
        synchronized (from) {
            pause();
            synchronized (to) {
                balance++;
            }
        }
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Runnable ab = () -> move(A, B);
        Runnable ab2 = () -> move(A, B);
        List<Thread> threads = Stream.of(ab, ab2).map(Thread::new).toList();
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        System.out.println(balance);
    }
}
