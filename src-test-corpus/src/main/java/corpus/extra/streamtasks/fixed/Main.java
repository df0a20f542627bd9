package corpus.extra.streamtasks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/** Twin of extra.streamtasks: the latch counts the three tasks the stream submits. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final CountDownLatch DONE = new CountDownLatch(3);

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> futures = IntStream.range(0, 3)
            .mapToObj(i -> pool.submit(DONE::countDown))
            .collect(Collectors.toList());
        for (Future<?> f : futures) {
            f.get();
        }
        DONE.await();
        pool.shutdown();
    }
}
