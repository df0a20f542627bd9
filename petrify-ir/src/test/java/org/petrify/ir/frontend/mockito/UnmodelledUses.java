package org.petrify.ir.frontend.mockito;

import static org.mockito.Mockito.RETURNS_DEEP_STUBS;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.mockStatic;
import static org.mockito.Mockito.spy;
import static org.mockito.Mockito.withSettings;

import org.mockito.AdditionalAnswers;
import org.mockito.MockedStatic;
import org.mockito.Mockito;

/** Mockito uses the model does not resolve: each must be a caveat, none a crash. */
public class UnmodelledUses {
  public static void main(String[] args) {
    Listener deep = mock(Listener.class, RETURNS_DEEP_STUBS);
    deep.onEvent();
    Listener configured = mock(Listener.class, withSettings().defaultAnswer(
        Mockito.CALLS_REAL_METHODS));
    configured.onEvent();
    Listener delegating = mock(Listener.class);
    Mockito.when(delegating.lockFor("x")).thenAnswer(AdditionalAnswers.returnsFirstArg());
    try (MockedStatic<Account> statics = mockStatic(Account.class)) {
      statics.toString();
    }
    Account spied = spy(new Account());
    doReturn(null).when(spied).toString();
    spied.deposit();
  }
}
