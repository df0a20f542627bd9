package corpus.extra.fjlatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import org.petrify.corpus.Expect;

/**
 * A task forks a subtask that waits on a latch, and joins it before counting the latch down:
 * whether a worker steals the subtask or the task runs it inline at the join, it waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the count-down comes after the join of the task that awaits it")
public class Main {
    static final CountDownLatch READY = new CountDownLatch(1);

    static class Sub extends RecursiveAction {
        @Override
        protected void compute() {
            try {
                READY.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    static class Top extends RecursiveAction {
        @Override
        protected void compute() {
            Sub sub = new Sub();
            sub.fork();
            sub.join();
            READY.countDown();
        }
    }

    public static void main(String[] args) {
        ForkJoinPool.commonPool().invoke(new Top());
    }
}
