package corpus.extra.propertylistener;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.beans.PropertyChangeSupport;
import org.petrify.corpus.Expect;

/**
 * A model object announces changes through {@code PropertyChangeSupport}; a view's listener
 * repaints under the view's lock. The model fires while it holds its own lock, so the JDK runs
 * the listener (and takes the view's lock) inside it; the main thread holds the view's lock
 * and wants the model's: a lock-order cycle through the listener.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's loop of the call-backs the JDK runs may go"
            + " on for ever; a real hang: firePropertyChange runs the listener in the caller")
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
                changes.firePropertyChange("size", 1, 2);
            }
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
