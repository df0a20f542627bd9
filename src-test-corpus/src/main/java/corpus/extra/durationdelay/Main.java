package corpus.extra.durationdelay;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.time.Duration;
import java.util.Objects;
import org.petrify.corpus.Expect;

/**
 * A pool starts its evictor thread only for a positive delay (a {@code java.time.Duration}
 * that flows from a {@code static final} default through a config field, a getter, a
 * null-default helper and a pool field, as commons-pool2 does). The default here is 30 seconds:
 * the evictor runs and takes the two locks in the order opposite to main's, a lock-order
 * deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a constant Duration's sign is known; positive, so the evictor's inverted order runs")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Config {
        static final Duration DEFAULT_DELAY = Duration.ofSeconds(30);
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
