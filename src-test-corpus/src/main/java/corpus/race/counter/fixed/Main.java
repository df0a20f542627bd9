package corpus.race.counter.fixed;

import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.counter}: the increment holds the class's monitor. */
@ExpectRaces(value = {}, source = "counter (fixed)")
public class Main {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(Main::work);
        Thread second = new Thread(Main::work);
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println(count);
    }

    static void work() {
        for (int i = 0; i < 2; i++) {
            synchronized (Main.class) {
                count++;
            }
        }
    }
}
