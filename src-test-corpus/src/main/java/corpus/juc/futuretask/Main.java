package corpus.juc.futuretask;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;
import org.petrify.corpus.Expect;

/**
 * A {@code FutureTask} run by a thread of its own computes a report once the configuration is
 * loaded; the main thread waits for the report ({@code get}) before it loads the
 * configuration: each waits for the other.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    public static void main(String[] args) throws Exception {
        CountDownLatch configured = new CountDownLatch(1);
        FutureTask<String> report = new FutureTask<>(() -> {
            configured.await();
            return "report";
        });
        new Thread(report, "reporter").start();
        System.out.println(report.get()); // bug: waits before configuring
        configured.countDown();
    }
}
