package corpus.extra.streamthreads;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.stream.Stream;
import org.petrify.corpus.Expect;

/**
 * Two transfers made into threads by a stream ({@code Stream.of(..).map(Thread::new).toList()}),
 * started with {@code forEach(Thread::start)} and joined in a for-each: one takes the accounts'
 * locks in the order A, B, the other B, A, a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: each thread holds one account's lock and waits for the other's")
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
        Runnable ba = () -> move(B, A); // bug: the opposite order
        List<Thread> threads = Stream.of(ab, ba).map(Thread::new).toList();
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        System.out.println(balance);
    }
}
