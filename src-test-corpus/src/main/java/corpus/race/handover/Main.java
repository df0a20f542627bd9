package corpus.race.handover;

import org.petrify.corpus.ExpectRaces;

/**
 * A race hidden behind a lock handover order: the producer writes {@code result} and then
 * counts itself done under {@code lock}; the consumer, which usually comes later, counts itself
 * under {@code lock} and then reads {@code result}. In the usual run the producer's release
 * precedes the consumer's acquire, so a happens-before detector orders the write before the
 * read; nothing in the program forces that order, and the consumer can take the lock first.
 */
@ExpectRaces(value = {"Main.result: write@Main.java:21 / read@Main.java:31"},
        source = "lock handover order (seed 001, Sect. 1)")
public class Main {
    static int result;
    static int done;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            result = 6 * 7;
            synchronized (lock) {
                done++;
            }
        });
        Thread consumer = new Thread(() -> {
            pause();
            synchronized (lock) {
                done++;
            }
            System.out.println(result);
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
