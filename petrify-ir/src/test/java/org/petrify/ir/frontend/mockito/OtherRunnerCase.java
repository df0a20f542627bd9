package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.mock;

import org.junit.Test;
import org.junit.runner.RunWith;

/** A JUnit 4 test with a runner that is not modelled: analysed with a caveat naming it. */
@RunWith(OtherRunner.class)
public class OtherRunnerCase {
  @Test
  public void run() {
    Listener listener = mock(Listener.class);
    listener.onEvent();
  }
}
