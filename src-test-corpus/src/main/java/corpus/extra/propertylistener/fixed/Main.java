package corpus.extra.propertylistener.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.beans.PropertyChangeSupport;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.propertylistener: the model fires after it leaves its lock, so the view's lock
 * is never taken inside the model's.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; termination and livelock without fairness: the model's loop of"
            + " the call-backs the JDK runs (a bounded loop in Java) may go on for ever")
public class Main {
    static final Object MODEL_LOCK = new Object();
    static final Object VIEW_LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
        PropertyChangeSupport changes = new PropertyChangeSupport(MODEL_LOCK);
        changes.addPropertyChangeListener(e -> {
            synchronized (VIEW_LOCK) {
                VIEW_LOCK.hashCode();
            }
        });
        Thread model = new Thread(() -> {
            synchronized (MODEL_LOCK) {
                pause();
            }
            changes.firePropertyChange("size", 1, 2);
        });
        model.start();
        synchronized (VIEW_LOCK) {
            pause();
            synchronized (MODEL_LOCK) {
                MODEL_LOCK.hashCode();
            }
        }
        model.join();
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
