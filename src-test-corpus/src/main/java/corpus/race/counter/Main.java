package corpus.race.counter;

import org.petrify.corpus.ExpectRaces;

/** Two threads increment a static counter with {@code count++}: read and write race. */
@ExpectRaces(value = {
        "Main.count: read@Main.java:25 / write@Main.java:25",
        "Main.count: write@Main.java:25 / write@Main.java:25"},
        source = "counter (classic race benchmark)")
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
            count++;
        }
    }
}
