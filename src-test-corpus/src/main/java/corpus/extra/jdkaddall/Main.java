package corpus.extra.jdkaddall;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Two lists of {@code Collections.synchronizedList}, each added to the other on its own
 * thread: {@code addAll(c)} holds the receiver's mutex while {@code ArrayList.addAll(c)} calls
 * {@code c.toArray()}, which takes {@code c}'s. Both locks are taken inside the JDK, so the
 * replay on the JVM sees neither acquisition, only the calls that make them. The fixed twin
 * copies the argument before it adds.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a lock-order deadlock whose two locks are taken inside JDK code")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        List<String> a = Collections.synchronizedList(new ArrayList<>());
        List<String> b = Collections.synchronizedList(new ArrayList<>());
        a.add("a");
        b.add("b");
        Thread t1 = new Thread(() -> a.addAll(b)); // bug: holds a, wants b
        Thread t2 = new Thread(() -> b.addAll(a)); // holds b, wants a
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
