package corpus.race.checkthenact;

import org.petrify.corpus.ExpectRaces;

/**
 * Check-then-act: a booking checks {@code seats} and then takes one, without a lock. Between
 * the check and the act another booking can take the seat; every access to {@code seats} and
 * {@code sold} races with the other thread's writes.
 */
@ExpectRaces(value = {
        "Main.seats: read@Main.java:22 / write@Main.java:23",
        "Main.seats: read@Main.java:23 / write@Main.java:23",
        "Main.seats: write@Main.java:23 / write@Main.java:23",
        "Main.sold: read@Main.java:24 / write@Main.java:24",
        "Main.sold: write@Main.java:24 / write@Main.java:24"},
        source = "check-then-act (classic race benchmark)")
public class Main {
    static int seats = 2;
    static int sold;

    static void book() {
        if (seats > 0) {
            seats = seats - 1;
            sold++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(Main::book);
        Thread second = new Thread(Main::book);
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println(sold + " sold, " + seats + " left");
    }
}
