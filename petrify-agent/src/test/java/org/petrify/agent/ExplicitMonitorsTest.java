package org.petrify.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Modifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The enforcement-mode rewrite of {@code synchronized} methods into explicit
 * {@code monitorenter}/{@code monitorexit}: the flag is gone, the monitor is still held inside
 * the method and released on return and on an exception.
 */
class ExplicitMonitorsTest {

  static final class Loader extends ClassLoader {
    final Instrumenter instrumenter = new Instrumenter(List.of(), true);

    Loader() {
      super(ExplicitMonitorsTest.class.getClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.equals(SampleMonitors.class.getName())) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null) {
          try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
            byte[] bytes = instrumenter.instrument(getParent(), in.readAllBytes());
            c = defineClass(name, bytes, 0, bytes.length);
          } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
          }
        }
        return c;
      }
    }
  }

  @Test
  void synchronizedMethodsLockTheirMonitorExplicitly() throws Exception {
    assertThat(SampleMonitors.run()).isEqualTo(63);
    Class<?> rewritten = new Loader().loadClass(SampleMonitors.class.getName());
    assertThat(rewritten).isNotSameAs(SampleMonitors.class);
    for (String name : List.of("holdsThis", "holdsClass", "fails")) {
      assertThat(Modifier.isSynchronized(SampleMonitors.class.getDeclaredMethod(name).getModifiers()))
          .isTrue();
      assertThat(Modifier.isSynchronized(rewritten.getDeclaredMethod(name).getModifiers()))
          .as(name).isFalse();
    }
    assertThat(rewritten.getMethod("run").invoke(null)).isEqualTo(63);
  }
}
