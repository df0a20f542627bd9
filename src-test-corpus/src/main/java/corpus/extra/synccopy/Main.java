package corpus.extra.synccopy;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A snapshot of a synchronized list taken under another lock: {@code new ArrayList<>(list)}
 * calls {@code list.toArray()}, which locks the list, while the copier holds {@code config};
 * the writer locks the list as its documentation asks ({@code synchronized (list)}) and then
 * {@code config}. The list's lock is taken by the JDK for a plain list's constructor, not by a
 * method of the synchronized list called by the application.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a lock-order deadlock through the copy constructor of a plain list")
public class Main {
    static final Object config = new Object();
    static final List<String> names = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws InterruptedException {
        names.add("a");
        Thread copier = new Thread(() -> {
            synchronized (config) {
                List<String> snapshot = new ArrayList<>(names); // bug: locks names under config
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
