package corpus.race.lazyinit.fixed;

import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.lazyinit}: {@code getInstance} is synchronized. */
@ExpectRaces(value = {}, source = "lazy initialisation (fixed)")
public class Main {
    static Helper instance;

    static synchronized Helper getInstance() {
        if (instance == null) {
            instance = new Helper();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(Main::getInstance);
        Thread second = new Thread(Main::getInstance);
        first.start();
        second.start();
        first.join();
        second.join();
    }
}

class Helper {
}
