package corpus.juc.selfjoin.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/** Twin of juc.selfjoin: main waits for the job's thread, not for itself. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: joins the job thread")
public class Main {
    static final List<String> log = new ArrayList<>();

    static void awaitJob(Thread runner) throws InterruptedException {
        runner.join();
        log.add("job finished");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread job = new Thread(() -> log.add("job ran"));
        job.start();
        awaitJob(job);
    }
}
