package corpus.extra.fjinvokeall;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import org.petrify.corpus.Expect;

/**
 * invokeAll of three tasks (varargs): one takes lock A then B, another B then A; when a worker steals
 * one while the caller runs the other, each waits for the lock the other holds.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "two tasks of one invokeAll take two locks in opposite orders")
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

    static class Backward extends RecursiveAction {
        @Override
        protected void compute() {
            synchronized (B) {
                pause();
                synchronized (A) {
                    System.out.println("backward");
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
            ForkJoinTask.invokeAll(new Forward(), new Backward(), new Idle());
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
