package corpus.extra.streamtasks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/**
 * Three tasks submitted from a stream ({@code IntStream.range(0, 3).mapToObj(i ->
 * pool.submit(..)).collect(Collectors.toList())}), each counting a latch down; main waits for
 * every future, then for the latch, which was made for four.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: three count-downs never open a latch of four")
public class Main {
    static final CountDownLatch DONE = new CountDownLatch(4); // bug: one more than the tasks

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
