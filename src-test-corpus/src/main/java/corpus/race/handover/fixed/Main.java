package corpus.race.handover.fixed;

import org.petrify.corpus.ExpectRaces;

/**
 * Race-free twin of {@code race.handover}: both accesses to {@code result} hold {@code lock}
 * (the consumer may then read the initial value, but never concurrently with the write).
 */
@ExpectRaces(value = {}, source = "lock handover order (fixed)")
public class Main {
    static int result;
    static int done;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            synchronized (lock) {
                result = 6 * 7;
                done++;
            }
        });
        Thread consumer = new Thread(() -> {
            pause();
            int seen;
            synchronized (lock) {
                done++;
                seen = result;
            }
            System.out.println(seen);
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
    }

    static void pause() {
        try {
            Thread.sleep(40);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
