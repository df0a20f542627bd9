package corpus.race.checkthenact.fixed;

import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.checkthenact}: the check and the act hold one lock. */
@ExpectRaces(value = {}, source = "check-then-act (fixed)")
public class Main {
    static int seats = 2;
    static int sold;

    static synchronized void book() {
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
