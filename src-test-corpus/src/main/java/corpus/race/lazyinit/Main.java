package corpus.race.lazyinit;

import org.petrify.corpus.ExpectRaces;

/**
 * Lazy initialisation without a lock: both threads may see {@code null} and both create the
 * instance; the test, the assignment and the final read of {@code instance} race.
 */
@ExpectRaces(value = {
        "Main.instance: read@Main.java:21 / write@Main.java:22",
        "Main.instance: write@Main.java:22 / write@Main.java:22",
        "Main.instance: write@Main.java:22 / read@Main.java:24"},
        notInRuns = {"Main.instance: write@Main.java:22 / write@Main.java:22"},
        source = "lazy initialisation (classic race benchmark)",
        note = "A run shows the two writes only if both threads see null, which is rare: the "
                + "second thread usually finds the instance set.")
public class Main {
    static Helper instance;

    static Helper getInstance() {
        if (instance == null) {
            instance = new Helper();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(Main::getInstance);
        Thread second = new Thread(Main::getInstance);
        first.start();
        second.start();
        first.join();
        second.join();
    }
}

class Helper {
}
