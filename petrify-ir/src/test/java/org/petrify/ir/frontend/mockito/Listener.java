package org.petrify.ir.frontend.mockito;

/** A collaborator the mock samples mock. */
public interface Listener {
  void onEvent();

  int compute(int x);

  Object lockFor(String name);

  void accept(Object o);
}
