package corpus.extra.fjlatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import org.petrify.corpus.Expect;

/** Fixed twin of extra.fjlatch: the task counts the latch down before it joins the subtask. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
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
            READY.countDown();
            sub.join();
        }
    }

    public static void main(String[] args) {
        ForkJoinPool.commonPool().invoke(new Top());
    }
}
