package corpus.extra.durationdelay.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.time.Duration;
import java.util.Objects;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: the default delay is {@code Duration.ofMillis(-1)} ("no evictor"), so
 * {@code isPositive} is false and the inverted lock order never runs. Before the sign of a
 * constant {@code Duration} was known, the test was a choice and this was a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a constant Duration's sign is known; negative, so no evictor starts")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Config {
        static final Duration DEFAULT_DELAY = Duration.ofMillis(-1L);
        private Duration delay = DEFAULT_DELAY;

        Duration getDelay() {
            return delay;
        }
    }

    static final class Pool {
        private final Object evictionLock = new Object();
        private Duration delay;
        Thread evictor;

        Pool(Config c) {
            setDelay(c.getDelay());
        }

        final void setDelay(Duration d) {
            this.delay = nonNull(d, Config.DEFAULT_DELAY);
            startEvictor(this.delay);
        }

        static Duration nonNull(Duration d, Duration dflt) {
            return d != null ? d : Objects.requireNonNull(dflt, "dflt");
        }

        static boolean isPositive(Duration d) {
            return d != null && !d.isNegative() && !d.isZero();
        }

        void startEvictor(Duration d) {
            synchronized (evictionLock) {
                boolean positive = isPositive(d);
                if (evictor == null && positive) {
                    evictor = new Thread(this::evict, "evictor");
                    evictor.start();
                }
            }
        }

        void evict() {
            synchronized (A) {
                synchronized (B) {
                    System.out.println("evict");
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Pool p = new Pool(new Config());
        synchronized (B) {
            synchronized (A) {
                System.out.println("main");
            }
        }
        if (p.evictor != null) {
            p.evictor.join();
        }
    }
}
