package corpus.extra.selftarget.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.petrify.corpus.Expect;

/** Twin of extra.selftarget: both jobs take the locks in the same order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("a then b again");
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
