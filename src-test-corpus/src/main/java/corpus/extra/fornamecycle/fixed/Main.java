package corpus.extra.fornamecycle.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.fornamecycle: the loader thread only loads the class ({@code initialize}
 * false), so {@code main} initialises both classes and nobody waits.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
                Class.forName("corpus.extra.fornamecycle.fixed.Main$Codec", false,
                        Main.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        });
        loader.start();
        Class.forName("corpus.extra.fornamecycle.fixed.Main$Format");
        loader.join();
    }
}
