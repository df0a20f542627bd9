package corpus.juc.selfjoin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A thread waits for itself: the shutdown helper joins "the thread that runs the job", which
 * is the current thread, so {@code join} never returns.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final List<String> log = new ArrayList<>();

    static void awaitJob(Thread runner) throws InterruptedException {
        runner.join();
        log.add("job finished");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread job = new Thread(() -> log.add("job ran"));
        job.start();
        awaitJob(Thread.currentThread()); // bug: should wait for job
    }
}
