package corpus.race.histogram;

import org.petrify.corpus.ExpectRaces;

/**
 * Two workers count into overlapping buckets of one shared array without a lock: the read and
 * the write of each bucket race (array elements; the location is the array's allocation site).
 */
@ExpectRaces(value = {
        "int[]@Main.java:14: read@Main.java:18 / write@Main.java:18",
        "int[]@Main.java:14: write@Main.java:18 / write@Main.java:18"},
        source = "histogram (array elements)")
public class Main {
    static final int[] buckets = new int[4];

    static void count(int from) {
        for (int i = 0; i < 3; i++) {
            buckets[(from + i) % 4]++;
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
