package corpus.extra.synccopy.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/** Twin of extra.synccopy: the copier takes the snapshot before it locks {@code config}. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the copy is taken outside the other lock")
public class Main {
    static final Object config = new Object();
    static final List<String> names = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws InterruptedException {
        names.add("a");
        Thread copier = new Thread(() -> {
            List<String> snapshot = new ArrayList<>(names);
            synchronized (config) {
                snapshot.clear();
            }
        }, "copier");
        Thread writer = new Thread(() -> {
            synchronized (names) {
                synchronized (config) {
                    names.add("b");
                }
            }
        }, "writer");
        copier.start();
        writer.start();
        copier.join();
        writer.join();
    }
}
