package corpus.extra.selftarget;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Two jobs taking two locks in opposite orders, each wrapped in a thread that is put back into
 * the list of jobs (a {@code Thread} is a {@code Runnable}). The list's contents then include
 * the threads, so in the points-to analysis each thread may be its own target; running one
 * must still end (it ran {@code Thread.run()} on itself without end) and find the cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: each wrapped job holds one lock and wants the other")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        List<Runnable> jobs = new ArrayList<>();
        jobs.add(() -> {
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("a then b");
                }
            }
        });
        jobs.add(() -> {
            synchronized (B) {
                pause();
                synchronized (A) {
                    System.out.println("b then a");
                }
            }
        });
        Iterator<Runnable> snapshot = List.copyOf(jobs).iterator();
        Thread first = new Thread(snapshot.next());
        Thread second = new Thread(snapshot.next());
        jobs.add(first);
        jobs.add(second);
        first.start();
        second.start();
        first.join();
        second.join();
    }
}
