package corpus.race.waitnotify;

import org.petrify.corpus.ExpectRaces;

/**
 * The producer signals under the monitor and only then writes {@code item}, outside it; the
 * consumer waits for the signal and reads {@code item} after leaving the monitor. The signal
 * orders nothing about {@code item}: the write and the read race.
 */
@ExpectRaces(value = {"Main.item: write@Main.java:24 / read@Main.java:36"},
        source = "wait/notify handover")
public class Main {
    static int item;
    static boolean ready;
    static final Object monitor = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            pause();
            synchronized (monitor) {
                ready = true;
                monitor.notifyAll();
            }
            item = 5;
        });
        Thread consumer = new Thread(() -> {
            synchronized (monitor) {
                while (!ready) {
                    try {
                        monitor.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            System.out.println(item);
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
