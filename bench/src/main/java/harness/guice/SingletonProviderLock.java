package harness.guice;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Provider;
import com.google.inject.Scopes;

/**
 * Guice 5.1.0 creates a singleton under a per-key lock ({@code SingletonScope} takes a {@code
 * CycleDetectingLock}, which detects cycles among Guice's own locks only and then blocks in
 * {@code ReentrantLock.lock}; checked in the bytecode). This singleton's provider takes the
 * application's {@code LOCK}. Thread {@code creator} holds the singleton's creation lock in
 * {@code Registry}'s provider and wants {@code LOCK}; thread {@code gets-under-lock} holds
 * {@code LOCK} and asks the injector for the singleton, waiting for its creation lock (hangs
 * on the JVM; the sleeps only make it take that order).
 */
public class SingletonProviderLock {
  static final Object LOCK = new Object();

  /** The singleton. */
  static final class Registry {}

  /** Creates the singleton under {@link #LOCK}. */
  static final class RegistryProvider implements Provider<Registry> {
    @Override
    public Registry get() {
      pause(500);
      synchronized (LOCK) {
        return new Registry();
      }
    }
  }

  public static void main(String[] args) throws Exception {
    Injector injector = Guice.createInjector(new AbstractModule() {
      @Override
      protected void configure() {
        bind(Registry.class).toProvider(new RegistryProvider()).in(Scopes.SINGLETON);
      }
    });
    Thread creator = new Thread(() -> injector.getInstance(Registry.class), "creator");
    Thread locked = new Thread(() -> {
      synchronized (LOCK) {
        pause(200);
        injector.getInstance(Registry.class);
      }
    }, "gets-under-lock");
    creator.start();
    locked.start();
    creator.join();
    locked.join();
  }

  static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
