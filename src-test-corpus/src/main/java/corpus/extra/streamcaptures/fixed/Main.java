package corpus.extra.streamcaptures.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.streamcaptures: both captured indexes are below the bound, so both threads
 * take A before B. Each thread knows its own captured index; read as one value for both
 * threads, the branch would be a free choice and a spurious cycle.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int moved;

    static void transfer(int id) {
        if (id < 5) {
            synchronized (A) {
                pause();
                synchronized (B) {
                    moved++;
                }
            }
        } else {
            synchronized (B) {
                pause();
                synchronized (A) {
                    moved++;
                }
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
        List<Thread> threads = IntStream.range(0, 2)
                .mapToObj(i -> new Thread(() -> transfer(i))).toList();
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        System.out.println(moved);
    }
}
