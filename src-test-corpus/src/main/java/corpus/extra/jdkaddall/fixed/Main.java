package corpus.extra.jdkaddall.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/** Twin of extra.jdkaddall: each thread copies the other list before it adds the copy. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the argument is copied under its own lock only")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        List<String> a = Collections.synchronizedList(new ArrayList<>());
        List<String> b = Collections.synchronizedList(new ArrayList<>());
        a.add("a");
        b.add("b");
        Thread t1 = new Thread(() -> a.addAll(new ArrayList<>(b)));
        Thread t2 = new Thread(() -> b.addAll(new ArrayList<>(a)));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
