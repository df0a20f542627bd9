package corpus.extra.fornamecycle;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Two plug-in classes loaded by name, each reading the other's constant in its static
 * initialiser; a loader thread initialises one by {@code Class.forName} while {@code main}
 * initialises the other: each waits for the class the other thread is initialising (a
 * class-initialisation deadlock through reflection).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: Class.forName initialises the class it names")
public class Main {
    static class Codec {
        static final String NAME = "codec+" + String.valueOf(Format.NAME);
    }

    static class Format {
        static final String NAME = "format+" + String.valueOf(Codec.NAME);
    }

    public static void main(String[] args) throws Exception {
        Thread loader = new Thread(() -> {
            try {
                Class.forName("corpus.extra.fornamecycle.Main$Codec");
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        });
        loader.start();
        Class.forName("corpus.extra.fornamecycle.Main$Format");
        loader.join();
    }
}
