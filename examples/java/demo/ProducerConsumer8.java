package demo;

/**
 * Four producers and four consumers loop forever over a two-slot buffer and wake each other
 * with {@code notify()}: producers and consumers wait on the same monitor for different
 * conditions, so a notification can wake a thread of the wrong kind, and all eight can end up
 * waiting (issue 8's producer/consumer report; figures in bench/figures/engine-figures.md).
 *
 * ./petrify check examples/classes --main demo.ProducerConsumer8 --property deadlock
 */
public class ProducerConsumer8 {
    static final int CAPACITY = 2;
    private int count;

    synchronized void put() throws InterruptedException {
        while (count == CAPACITY) {
            wait();
        }
        count++;
        notify();
    }

    synchronized void take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        count--;
        notify();
    }

    static Thread producer(ProducerConsumer8 buffer) {
        return new Thread(() -> {
            try {
                while (true) {
                    buffer.put();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    static Thread consumer(ProducerConsumer8 buffer) {
        return new Thread(() -> {
            try {
                while (true) {
                    buffer.take();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    public static void main(String[] args) {
        ProducerConsumer8 buffer = new ProducerConsumer8();
        producer(buffer).start();
        producer(buffer).start();
        producer(buffer).start();
        producer(buffer).start();
        consumer(buffer).start();
        consumer(buffer).start();
        consumer(buffer).start();
        consumer(buffer).start();
    }
}
