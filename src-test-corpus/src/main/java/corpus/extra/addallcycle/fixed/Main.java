package corpus.extra.addallcycle.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * The collections of {@code extra.addallcycle} with an {@code addAll} that reads the argument
 * ({@code c.toArray()}, under {@code c}'s lock alone) before it locks itself: no thread holds
 * one collection while it wants the other.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the argument is copied before the receiver is locked")
public class Main extends AbstractCollection<Object> {
    private final List<Object> items = new ArrayList<>();

    @Override
    public synchronized boolean add(Object o) {
        return items.add(o);
    }

    @Override
    public boolean addAll(Collection<?> c) {
        Object[] snapshot = c.toArray();
        synchronized (this) {
            return items.addAll(Arrays.asList(snapshot));
        }
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
