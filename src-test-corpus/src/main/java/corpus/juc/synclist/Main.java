package corpus.juc.synclist;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A synchronized list calls back into application code under its lock: {@code contains} runs
 * the elements' {@code equals} while holding the list's monitor, and {@code equals} takes the
 * registry lock; the registrar holds the registry lock while adding to the list.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object registry = new Object();
    static final List<Item> items = Collections.synchronizedList(new ArrayList<>());

    static final class Item {
        final String name;

        Item(String name) {
            this.name = name;
        }

        @Override
        public boolean equals(Object o) {
            synchronized (registry) { // bug: locks while the list's monitor is held
                return o instanceof Item other && other.name.equals(name);
            }
        }

        @Override
        public int hashCode() {
            return name.hashCode();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        items.add(new Item("a"));
        Thread registrar = new Thread(() -> {
            synchronized (registry) {
                items.add(new Item("b"));
            }
        });
        Thread lookup = new Thread(() -> System.out.println(items.contains(new Item("a"))));
        registrar.start();
        lookup.start();
        registrar.join();
        lookup.join();
    }
}
