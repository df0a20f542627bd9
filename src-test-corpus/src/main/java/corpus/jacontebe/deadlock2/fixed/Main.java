package corpus.jacontebe.deadlock2.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Twin of jacontebe.deadlock2: {@code addAll} snapshots the other list before taking its own monitor. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: open call")
public class Main {
    static final class SyncList {
        private Object[] items = new Object[0];

        synchronized Object[] toArray() {
            return items.clone();
        }

        void addAll(SyncList other) {
            Object[] extra = other.toArray();
            synchronized (this) {
                Object[] merged = new Object[items.length + extra.length];
                System.arraycopy(items, 0, merged, 0, items.length);
                System.arraycopy(extra, 0, merged, items.length, extra.length);
                items = merged;
            }
        }
    }

    public static void main(String[] args) {
        SyncList a = new SyncList();
        SyncList b = new SyncList();
        Thread.ofPlatform().start(() -> a.addAll(b));
        Thread.ofPlatform().start(() -> b.addAll(a));
    }
}
