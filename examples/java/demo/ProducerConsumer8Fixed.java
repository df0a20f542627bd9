package demo;

/**
 * The fixed twin of {@link ProducerConsumer8}: {@code notifyAll()} wakes every waiter and each
 * re-checks its condition, so some thread can always go on (the threads still loop forever).
 *
 * ./petrify check examples/classes --main demo.ProducerConsumer8Fixed --property deadlock
 */
public class ProducerConsumer8Fixed {
    static final int CAPACITY = 2;
    private int count;

    synchronized void put() throws InterruptedException {
        while (count == CAPACITY) {
            wait();
        }
        count++;
        notifyAll();
    }

    synchronized void take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        count--;
        notifyAll();
    }

    static Thread producer(ProducerConsumer8Fixed buffer) {
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

    static Thread consumer(ProducerConsumer8Fixed buffer) {
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
        ProducerConsumer8Fixed buffer = new ProducerConsumer8Fixed();
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
