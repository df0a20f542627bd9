package corpus.extra.interruptio;

import static org.petrify.corpus.Expected.INCONCLUSIVE;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * A pipe turns an interrupt of its writer into an {@code InterruptedIOException}, which the
 * writer swallows before it counts the latch main waits for. main interrupts the writer, so
 * the write may fail and main wait forever. The model does not raise an exception thrown in a
 * callee and caught by its caller: the handler keeps an UNSOUND unreached-handler caveat.
 */
@Expect(deadlock = INCONCLUSIVE, termination = INCONCLUSIVE, terminationFair = INCONCLUSIVE,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "ABSTRACTION GAP: a real hang behind an exception that is not modelled (thrown in"
            + " a callee after an interrupt: unreached-handler), so the run test skips this program")
public class Main {
    static final LinkedBlockingQueue<Integer> PIPE = new LinkedBlockingQueue<>();

    static void write(int b) throws IOException {
        try {
            PIPE.put(b);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Thread writer = new Thread(() -> {
            try {
                write(1);
                done.countDown();
            } catch (IOException e) {
                return; // bug: swallowed, the latch is never counted down
            }
        });
        writer.start();
        writer.interrupt();
        done.await();
    }
}
