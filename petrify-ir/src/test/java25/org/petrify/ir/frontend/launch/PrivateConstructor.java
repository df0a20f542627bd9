package org.petrify.ir.frontend.launch;

/** An instance main needs a non-private no-argument constructor: the launch fails. */
public class PrivateConstructor {
  private PrivateConstructor() {}

  void main() {
    System.out.println("unreachable");
  }
}
