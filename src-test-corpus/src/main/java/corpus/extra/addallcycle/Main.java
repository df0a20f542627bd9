package corpus.extra.addallcycle;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A collection whose methods lock it, each added to the other on its own thread. {@code
 * addAll} holds the receiver while {@code ArrayList.addAll(c)} calls {@code c.toArray()}, which
 * locks {@code c}: thread one holds {@code a} and wants {@code b}, thread two the converse.
 * The call of {@code toArray} is made by the JDK, in the caller's thread. The fixed twin
 * copies the argument before it locks itself.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real lock-order deadlock through a call-back of ArrayList.addAll")
public class Main extends AbstractCollection<Object> {
    private final List<Object> items = new ArrayList<>();

    @Override
    public synchronized boolean add(Object o) {
        return items.add(o);
    }

    @Override
    public synchronized boolean addAll(Collection<?> c) {
        return items.addAll(c); // bug: c.toArray() locks c while this is held
    }

    @Override
    public synchronized Object[] toArray() {
        return items.toArray();
    }

    @Override
    public synchronized int size() {
        return items.size();
    }

    @Override
    public Iterator<Object> iterator() {
        return Arrays.asList(toArray()).iterator();
    }

    public static void main(String[] args) throws InterruptedException {
        Main a = new Main();
        Main b = new Main();
        a.add("a");
        b.add("b");
        Thread t1 = new Thread(() -> a.addAll(b));
        Thread t2 = new Thread(() -> b.addAll(a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
