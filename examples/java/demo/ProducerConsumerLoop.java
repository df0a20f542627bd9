package demo;

/**
 * {@link ProducerConsumer8} with the threads started in a loop whose bound is known only at run
 * time: the loop is not unrolled, so the model starts unboundedly many producers and consumers
 * (UNSOUND summary-thread) and its net is unbounded. Depth-first search runs down a path on
 * which a waiting place grows and stops with UNBOUNDED; the default interleaved search then
 * searches on breadth-first and finds the deadlock a few dozen steps from the start.
 *
 * ./petrify check examples/classes --main demo.ProducerConsumerLoop --property deadlock
 */
public class ProducerConsumerLoop {
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

    static Thread producer(ProducerConsumerLoop buffer) {
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

    static Thread consumer(ProducerConsumerLoop buffer) {
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
        ProducerConsumerLoop buffer = new ProducerConsumerLoop();
        for (int i = 0; i < args.length + 4; i++) {
            producer(buffer).start();
            consumer(buffer).start();
        }
    }
}
