package corpus.race.waitnotify.fixed;

import org.petrify.corpus.ExpectRaces;

/**
 * Race-free twin of {@code race.waitnotify}: the producer writes {@code item} under the monitor
 * before signalling, and the consumer reads it under the monitor after the wait.
 */
@ExpectRaces(value = {}, source = "wait/notify handover (fixed)")
public class Main {
    static int item;
    static boolean ready;
    static final Object monitor = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            pause();
            synchronized (monitor) {
                item = 5;
                ready = true;
                monitor.notifyAll();
            }
        });
        Thread consumer = new Thread(() -> {
            int seen;
            synchronized (monitor) {
                while (!ready) {
                    try {
                        monitor.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                seen = item;
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
