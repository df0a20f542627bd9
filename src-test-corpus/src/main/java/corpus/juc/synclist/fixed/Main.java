package corpus.juc.synclist.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/** Twin of juc.synclist: {@code equals} compares immutable state without locking. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: equals takes no lock")
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
            return o instanceof Item other && other.name.equals(name);
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
