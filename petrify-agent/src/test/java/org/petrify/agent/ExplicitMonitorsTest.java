package org.petrify.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Modifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The enforcement-mode rewrite of {@code synchronized} methods into explicit
 * {@code monitorenter}/{@code monitorexit}: the flag is gone, the monitor is still held inside
 * the method and released on return and on an exception.
 */
class ExplicitMonitorsTest {

  @Test
  void synchronizedMethodsLockTheirMonitorExplicitly() throws Exception {
    assertThat(SampleMonitors.run()).isEqualTo(63);
    Class<?> rewritten = new InstrumenterTest.InstrumentingLoader(new Instrumenter(List.of(), true),
        SampleMonitors.class.getName()).loadClass(SampleMonitors.class.getName());
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
