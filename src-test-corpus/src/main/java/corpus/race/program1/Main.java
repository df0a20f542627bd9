package corpus.race.program1;

import org.petrify.corpus.ExpectRaces;

/**
 * The seed paper's Program 1 (Lu et al., Fig. 1), in our own code. The main thread sets
 * {@code flag}, starts {@code a} and {@code b} and joins them. {@code a} writes {@code x}, then
 * sets {@code flag} under {@code lock}; {@code b} reads {@code flag} under {@code lock} and then
 * writes {@code x} on one of two lines. Both writes of {@code b} race with the write of {@code a}.
 *
 * <p>The seed's Tab. 1 run is the default run here ({@code flag} true, {@code a} takes the lock
 * first): {@code b} writes at the first of its two lines. A happens-before detector (FastTrack,
 * VerifiedFT) orders {@code a}'s release before {@code b}'s acquire and misses even that race; the
 * net mined from the run does not impose the lock order and finds it. The second race (with the
 * write in the else branch) is missed by every dynamic route on that run, because the else branch
 * is not executed in it: only a run in which {@code b} takes the lock first while {@code flag} is
 * still false executes it (arguments {@code false B}). The seed assigns {@code flag} at random;
 * here the arguments choose it, so that both runs can be recorded on purpose.
 */
@ExpectRaces(value = {
        "Main.x: write@Main.java:39 / write@Main.java:53",
        "Main.x: write@Main.java:39 / write@Main.java:55"},
        runs = {"", "false B"},
        source = "seed 001 Program 1",
        note = "The default run is the seed's Tab. 1 trace: it shows only the first race; the run "
                + "'false B' takes the else branch and shows the second.")
public class Main {
    static int x;
    static boolean flag;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        flag = args.length == 0 || Boolean.parseBoolean(args[0]);
        boolean bFirst = args.length > 1 && args[1].equals("B");
        Thread a = new Thread(() -> {
            if (bFirst) {
                pause();
            }
            x = 1;
            synchronized (lock) {
                flag = true;
            }
        });
        Thread b = new Thread(() -> {
            if (!bFirst) {
                pause();
            }
            boolean newFlag;
            synchronized (lock) {
                newFlag = flag;
            }
            if (newFlag) {
                x = 2;
            } else {
                x = 3;
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(x);
    }

    static void pause() {
        try {
            Thread.sleep(40);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
