package corpus.extra.publishedstate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A starter thread reads the {@code volatile} state of every bean of a copy-on-write list
 * inside a {@code try} whose handler returns before the latch is counted down. The
 * constructor sets the state, and the list publishes the beans safely, but {@code add}
 * forgets the state of an unmanaged bean ({@code b.state = null}), so {@code b.state.ordinal()}
 * throws a {@code NullPointerException}, the handler skips the count-down, and {@code main}
 * waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's for-each over an iterator of untracked"
            + " length may go on for ever; a real hang: the forgotten state ends the starter"
            + " before countDown")
public class Main {
    static final CountDownLatch STARTED = new CountDownLatch(1);
    static final List<Bean> BEANS = new CopyOnWriteArrayList<>();
    static int managed;

    enum Managed { POJO, MANAGED, UNMANAGED }

    static final class Bean {
        final String name;
        volatile Managed state = Managed.POJO;

        Bean(String name) {
            this.name = name;
        }
    }

    static void add(String name, boolean manage) {
        Bean b = new Bean(name);
        BEANS.add(b);
        if (manage) {
            b.state = Managed.MANAGED;
        } else {
            b.state = null;
        }
    }

    static void start() {
        try {
            for (Bean b : BEANS) {
                if (b.state.ordinal() == 1) {
                    managed++;
                }
            }
        } catch (RuntimeException e) {
            return;
        }
        STARTED.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        add("pool", true);
        add("scheduler", false);
        Thread starter = new Thread(Main::start);
        starter.start();
        STARTED.await();
        starter.join();
    }
}
