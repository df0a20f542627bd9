package corpus.extra.transferqueue;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TransferQueue;
import org.petrify.corpus.Expect;

/**
 * The producer puts a header and then transfers the body, which returns only once a consumer
 * has received the body; the consumer takes one element only (the header, which came first).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "transfer waits until a consumer received the element")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        TransferQueue<String> queue = new LinkedTransferQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                System.out.println(queue.take());
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        consumer.start();
        queue.put("header");
        queue.transfer("body");
        consumer.join();
    }
}
