package org.petrify.ir.frontend.mockito;

import org.junit.runner.Description;
import org.junit.runner.Runner;
import org.junit.runner.notification.RunNotifier;

/** A JUnit 4 runner the model does not know (stands for PowerMockRunner, SpringRunner, ...). */
public class OtherRunner extends Runner {
  public OtherRunner(Class<?> test) {}

  @Override
  public Description getDescription() {
    return Description.EMPTY;
  }

  @Override
  public void run(RunNotifier notifier) {}
}
