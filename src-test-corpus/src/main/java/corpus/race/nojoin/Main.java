package corpus.race.nojoin;

import org.petrify.corpus.ExpectRaces;

/** The main thread reads the worker's result before joining it: the read races with the write. */
@ExpectRaces(value = {"Main.total: write@Main.java:17 / read@Main.java:20"},
        source = "missing join")
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
        int seen = total;
        worker.join();
        System.out.println(seen);
    }
}
