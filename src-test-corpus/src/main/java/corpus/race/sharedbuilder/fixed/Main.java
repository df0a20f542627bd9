package corpus.race.sharedbuilder.fixed;

import org.petrify.corpus.ExpectRaces;

/** Twin of race.sharedbuilder: both threads append while holding the builder's monitor. */
@ExpectRaces(value = {}, source = "unsynchronised shared StringBuilder (corrected)")
public class Main {
    static final StringBuilder LOG = new StringBuilder();

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> append("first;"));
        Thread second = new Thread(() -> append("second;"));
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println(LOG);
    }

    static void append(String text) {
        synchronized (LOG) {
            LOG.append(text);
        }
    }
}
