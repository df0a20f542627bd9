package corpus.race.publication;

import org.petrify.corpus.ExpectRaces;

/**
 * Publication without {@code volatile}: the writer stores {@code data} and then sets
 * {@code ready}; the reader reads both without synchronisation, so it may see {@code ready}
 * set and stale {@code data}. Both fields race.
 */
@ExpectRaces(value = {
        "Main.data: write@Main.java:20 / read@Main.java:25",
        "Main.ready: write@Main.java:21 / read@Main.java:24"},
        source = "publication without volatile (classic race benchmark)")
public class Main {
    static int data;
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            ready = true;
        });
        Thread reader = new Thread(() -> {
            boolean seen = ready;
            int value = data;
            if (seen && value != 42) {
                System.out.println("stale data");
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
    }
}
