package corpus.extra.streamcaptures;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/**
 * Two threads made by {@code IntStream.range(0, 2).mapToObj(i -> new Thread(() ->
 * transfer(i))).toList()}: the lock order is chosen by the index each thread captured, and
 * the two indexes choose crossing orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: thread 0 takes A then B, thread 1 (id >= 1) B then A")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int moved;

    static void transfer(int id) {
        if (id < 1) {
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
