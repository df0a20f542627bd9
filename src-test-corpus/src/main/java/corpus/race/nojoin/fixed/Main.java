package corpus.race.nojoin.fixed;

import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.nojoin}: the main thread joins the worker before reading. */
@ExpectRaces(value = {}, source = "missing join (fixed)")
public class Main {
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            int sum = 0;
            for (int i = 1; i <= 4; i++) {
                sum += i;
            }
            total = sum;
        });
        worker.start();
        worker.join();
        int seen = total;
        System.out.println(seen);
    }
}
