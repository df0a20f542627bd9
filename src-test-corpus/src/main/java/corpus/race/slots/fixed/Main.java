package corpus.race.slots.fixed;

import org.petrify.corpus.ExpectRaces;

/**
 * Race-free twin of {@code race.slots}: each worker writes its own slot (the index its
 * constructor was given), and the main thread reads the slots only after joining every worker.
 */
@ExpectRaces(value = {}, source = "slot per thread (fixed)")
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
        for (Worker w : workers) {
            w.join();
        }
        System.out.println(partial[0] + partial[1] + partial[2]);
    }
}
