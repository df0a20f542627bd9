package corpus.extra.typedmessages;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.petrify.corpus.Expect;

/**
 * Two consumers of one queue stop at a {@code Stop} message, told apart from {@code Work} by
 * the message's type (a pattern {@code switch} in one, {@code instanceof} in the other). The
 * producer sends one {@code Stop} for two consumers: the consumer that does not get it waits
 * in {@code take()} forever, and {@code main} waits for it in {@code join}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "one Stop message for two consumers that stop by the message's type")
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
        first.join();
        second.join();
    }
}
