package corpus.extra.syncpoll.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * The consumer polls with a time limit, once testing the result and once ignoring it: a timed
 * poll returns null when no item comes, so the consumer always ends, with or without main's
 * offer (which succeeds only while the consumer waits).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "timed polls always return")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        SynchronousQueue<String> handoff = new SynchronousQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                String first = handoff.poll(50, TimeUnit.MILLISECONDS);
                if (first == null) {
                    System.out.println("nothing");
                }
                handoff.poll(50, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        handoff.offer("event");
        consumer.join();
    }
}
