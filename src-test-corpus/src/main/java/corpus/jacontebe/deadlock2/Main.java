package corpus.jacontebe.deadlock2;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The real-world synchronized-collection bug: {@code a.addAll(b)} holds {@code a}'s monitor and
 * copies {@code b} through its synchronized {@code toArray()}; {@code b.addAll(a)} runs at the same
 * time.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaConTeBe Deadlock2")
public class Main {
    static final class SyncList {
        private Object[] items = new Object[0];

        synchronized Object[] toArray() {
            return items.clone();
        }

        synchronized void addAll(SyncList other) {
            Object[] extra = other.toArray();
            Object[] merged = new Object[items.length + extra.length];
            System.arraycopy(items, 0, merged, 0, items.length);
            System.arraycopy(extra, 0, merged, items.length, extra.length);
            items = merged;
        }
    }

    public static void main(String[] args) {
        SyncList a = new SyncList();
        SyncList b = new SyncList();
        Thread.ofPlatform().start(() -> a.addAll(b));
        Thread.ofPlatform().start(() -> b.addAll(a));
    }
}
