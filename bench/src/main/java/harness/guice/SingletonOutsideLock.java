package harness.guice;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Provider;
import com.google.inject.Scopes;

/**
 * The fixed twin of {@link SingletonProviderLock}: thread {@code gets} asks the injector for
 * the singleton before it takes {@code LOCK}, so it never holds {@code LOCK} while it waits
 * for the singleton's creation lock. No deadlock.
 */
public class SingletonOutsideLock {
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
      pause(200);
      Registry registry = injector.getInstance(Registry.class);
      synchronized (LOCK) {
        System.out.println("got " + registry);
      }
    }, "gets");
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
