package corpus.race.sharedbuilder;

import org.petrify.corpus.ExpectRaces;

/**
 * Two threads append to one shared StringBuilder without synchronisation: StringBuilder keeps
 * its count and array in plain fields, so the appends race inside the JDK (lost or garbled
 * text). The accesses happen inside the library, which a recording agent does not instrument.
 */
@ExpectRaces(value = {
        "StringBuilder.$state: write@Main.java:20 / write@Main.java:21"},
        notInRuns = {"StringBuilder.$state: write@Main.java:20 / write@Main.java:21"},
        source = "unsynchronised shared StringBuilder (buffered writer)",
        note = "the builder's internal state is one pseudo-field written by append; the agent"
                + " does not see the JDK's own accesses")
public class Main {
    static final StringBuilder LOG = new StringBuilder();

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> LOG.append("first;"));
        Thread second = new Thread(() -> LOG.append("second;"));
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println(LOG);
    }
}
