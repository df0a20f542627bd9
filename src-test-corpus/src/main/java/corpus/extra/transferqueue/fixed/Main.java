package corpus.extra.transferqueue.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TransferQueue;
import org.petrify.corpus.Expect;

/** Twin of extra.transferqueue: the consumer takes the header and the body. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: every transferred element is received")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        TransferQueue<String> queue = new LinkedTransferQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                System.out.println(queue.take() + queue.take());
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
