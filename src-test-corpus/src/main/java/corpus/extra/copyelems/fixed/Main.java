package corpus.extra.copyelems.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.copyelems: the failed lookup's null is tested and never added, so every task
 * the copy can hold is a {@code new Task} (its elements are known and non-null through {@code
 * addAll} and the copy constructor): nothing in the {@code try} can throw, and the latch is
 * counted down.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; without fairness the model's for-each over an iterator of"
            + " untracked length may go on for ever (it ends under fairness)")
public class Main {
    static final CountDownLatch SUMMED = new CountDownLatch(1);
    static final List<Task> PENDING = new LinkedList<>();
    static final List<Task> TASKS = new CopyOnWriteArrayList<>();
    static int total;

    static final class Task {
        final String name;

        Task(String name) {
            this.name = name;
        }
    }

    static Task lookup(String name) {
        return name.equals("a") ? new Task(name) : null;
    }

    static void sum() {
        try {
            for (Task t : new ArrayList<>(TASKS)) {
                total += t.name.length();
            }
        } catch (RuntimeException e) {
            return;
        }
        SUMMED.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        TASKS.add(new Task("a"));
        Task b = lookup("b");
        if (b != null) {
            PENDING.add(b);
        }
        TASKS.addAll(PENDING);
        Thread worker = new Thread(Main::sum);
        worker.start();
        SUMMED.await();
        worker.join();
    }
}
