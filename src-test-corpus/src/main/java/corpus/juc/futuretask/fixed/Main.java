package corpus.juc.futuretask.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.futuretask: the main thread loads the configuration first, then waits for the
 * report; a second thread given the same task does not run it again.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: configure before get")
public class Main {
    public static void main(String[] args) throws Exception {
        CountDownLatch configured = new CountDownLatch(1);
        FutureTask<String> report = new FutureTask<>(() -> {
            configured.await();
            return "report";
        });
        new Thread(report, "reporter").start();
        new Thread(report, "second reporter").start();
        configured.countDown();
        System.out.println(report.get());
    }
}
