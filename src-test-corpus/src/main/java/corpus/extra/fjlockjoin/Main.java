package corpus.extra.fjlockjoin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.RecursiveAction;
import org.petrify.corpus.Expect;

/**
 * main forks a task to the common pool while it holds the lock the task takes, then joins it
 * still holding the lock: once a worker has stolen the task, the task waits for the lock and
 * main for the task.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a stolen task blocks on the joiner's lock; unstolen, main would run it inline")
public class Main {
    static final Object LOCK = new Object();

    static class Task extends RecursiveAction {
        @Override
        protected void compute() {
            synchronized (LOCK) {
                System.out.println("task");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Task task = new Task();
        synchronized (LOCK) {
            task.fork();
            Thread.sleep(100);
            task.join();
        }
    }
}
