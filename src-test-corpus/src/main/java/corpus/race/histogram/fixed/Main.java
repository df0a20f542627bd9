package corpus.race.histogram.fixed;

import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.histogram}: each increment holds the array's monitor. */
@ExpectRaces(value = {}, source = "histogram (fixed)")
public class Main {
    static final int[] buckets = new int[4];

    static void count(int from) {
        for (int i = 0; i < 3; i++) {
            synchronized (buckets) {
                buckets[(from + i) % 4]++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> count(0));
        Thread second = new Thread(() -> count(1));
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println(buckets[1] + buckets[2]);
    }
}
