package corpus.extra.noservice.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Iterator;
import java.util.ServiceLoader;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.noservice: the fallback joins the flusher after it released the lock. A
 * binding, if one were found, would be a provider class the analysis does not know; with no
 * provider file on the class path none is, and the check holds without a caveat.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: no lock held across the join; the service has no provider")
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
            }
            flusher.join();
        } else {
            found.log("bound");
        }
    }
}
