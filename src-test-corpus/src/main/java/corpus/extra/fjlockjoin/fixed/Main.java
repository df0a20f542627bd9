package corpus.extra.fjlockjoin.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.RecursiveAction;
import org.petrify.corpus.Expect;

/** Fixed twin of extra.fjlockjoin: main gives up the lock before it joins the task. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
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
        }
        task.join();
    }
}
