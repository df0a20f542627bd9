package corpus.race.slots;

import org.petrify.corpus.ExpectRaces;

/**
 * Each worker writes its own slot of one shared array, the slot its constructor was given, but
 * the main thread reads slot 0 before joining the workers: that read races with worker 0's
 * write only (the other workers' slots are other elements).
 */
@ExpectRaces(value = {"int[]@Main.java:13: write@Main.java:24 / read@Main.java:34"},
        source = "slot per thread (array elements)")
public class Main {
    static final int[] partial = new int[3];

    static final class Worker extends Thread {
        private final int slot;

        Worker(int slot) {
            this.slot = slot;
        }

        @Override
        public void run() {
            partial[slot] = slot + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker[] workers = new Worker[3];
        for (int i = 0; i < 3; i++) {
            workers[i] = new Worker(i);
            workers[i].start();
        }
        int first = partial[0];
        for (Worker w : workers) {
            w.join();
        }
        System.out.println(first + partial[1] + partial[2]);
    }
}
