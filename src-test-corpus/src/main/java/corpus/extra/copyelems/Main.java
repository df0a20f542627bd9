package corpus.extra.copyelems;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A worker sums the name lengths of a snapshot ({@code new ArrayList<>(TASKS)}) of a task list
 * inside a {@code try} whose handler returns before the latch is counted down. {@code addAll}
 * filled the list from a second list that holds the null a failed lookup gave, so the copy
 * has a null element, {@code t.name} throws a {@code NullPointerException}, the handler skips
 * the count-down, and {@code main} waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's for-each over an iterator of untracked"
            + " length may go on for ever; a real hang: the copied null element ends the worker"
            + " before countDown")
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
        PENDING.add(lookup("b"));
        TASKS.addAll(PENDING);
        Thread worker = new Thread(Main::sum);
        worker.start();
        SUMMED.await();
        worker.join();
    }
}
