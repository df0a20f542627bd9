package corpus.extra.noservice;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Iterator;
import java.util.ServiceLoader;
import org.petrify.corpus.Expect;

/**
 * A logging facade in the manner of SLF4J: it looks its binding up with {@code ServiceLoader}
 * and falls back to a default when none is found. No class path entry has a file
 * {@code META-INF/services/corpus.extra.noservice.Main$Binding}, so the loop over the providers
 * is never entered and the fallback always runs: it starts a flusher and waits for it while it
 * holds the lock the flusher takes.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the fallback of a service lookup that finds no provider deadlocks")
public class Main {
    /** The service interface. */
    public interface Binding {
        void log(String line);
    }

    static final Object CONSOLE = new Object();

    public static void main(String[] args) throws InterruptedException {
        Binding found = null;
        Iterator<Binding> it = ServiceLoader.load(Binding.class).iterator();
        while (it.hasNext()) {
            found = it.next();
        }
        if (found == null) {
            Thread flusher = new Thread(() -> {
                synchronized (CONSOLE) {
                    CONSOLE.notifyAll();
                }
            });
            synchronized (CONSOLE) {
                flusher.start();
                flusher.join(); // bug: the flusher needs CONSOLE
            }
        } else {
            found.log("bound");
        }
    }
}
