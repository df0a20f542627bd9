package corpus.extra.typedmessages.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.typedmessages: one {@code Stop} message per consumer, so each consumer
 * stops once the work is done, whichever of the two takes which message.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    sealed interface Message permits Work, Stop {}

    record Work(int amount) implements Message {}

    record Stop() implements Message {}

    static int total;

    static void switching(BlockingQueue<Message> queue) throws InterruptedException {
        while (true) {
            switch (queue.take()) {
                case Work w -> add(w.amount());
                case Stop s -> {
                    return;
                }
            }
        }
    }

    static void testing(BlockingQueue<Message> queue) throws InterruptedException {
        while (true) {
            Message m = queue.take();
            if (m instanceof Stop) {
                return;
            }
            if (m instanceof Work w) {
                add(w.amount());
            }
        }
    }

    static synchronized void add(int amount) {
        total += amount;
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Message> queue = new LinkedBlockingQueue<>();
        Thread first = new Thread(() -> {
            try {
                switching(queue);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Thread second = new Thread(() -> {
            try {
                testing(queue);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        first.start();
        second.start();
        queue.put(new Work(1));
        queue.put(new Work(2));
        queue.put(new Stop());
        queue.put(new Stop());
        first.join();
        second.join();
    }
}
