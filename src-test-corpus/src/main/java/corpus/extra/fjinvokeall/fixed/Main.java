package corpus.extra.fjinvokeall.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import org.petrify.corpus.Expect;

/** Fixed twin of extra.fjinvokeall: both tasks take the locks in the same order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static class Forward extends RecursiveAction {
        @Override
        protected void compute() {
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("forward");
                }
            }
        }
    }

    static class Idle extends RecursiveAction {
        @Override
        protected void compute() {
        }
    }

    static class Top extends RecursiveAction {
        @Override
        protected void compute() {
            ForkJoinTask.invokeAll(new Forward(), new Forward(), new Idle());
        }
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) {
        new ForkJoinPool(4).invoke(new Top());
    }
}
