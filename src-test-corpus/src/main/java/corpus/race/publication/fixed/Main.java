package corpus.race.publication.fixed;

import org.petrify.corpus.ExpectRaces;

/**
 * Race-free twin of {@code race.publication}: {@code ready} is volatile and the reader waits
 * for it before reading {@code data}, so the write of {@code data} happens before its read.
 */
@ExpectRaces(value = {}, source = "publication with volatile (fixed)")
public class Main {
    static int data;
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            ready = true;
        });
        Thread reader = new Thread(() -> {
            while (!ready) {
                Thread.onSpinWait();
            }
            int value = data;
            if (value != 42) {
                System.out.println("stale data");
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
    }
}
