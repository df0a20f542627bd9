package corpus.extra.publishedstate.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Corrected twin of {@code extra.publishedstate}: an unmanaged bean's state becomes {@code
 * UNMANAGED}, never null. Every write of the non-final {@code volatile} field stores a
 * constant, the constructor writes it before {@code this} escapes, and the beans reach the
 * starter only through the copy-on-write list (a happens-before edge), so no read of the
 * field sees its default null and the starter always counts down.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; without fairness the model's for-each over an iterator of"
            + " untracked length may go on for ever (it ends under fairness)")
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
            b.state = Managed.UNMANAGED;
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
