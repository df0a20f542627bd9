package org.petrify.ir.frontend.launch;

/** The instance main(String[]) is chosen and cannot run; the static main() is not tried. */
public class PrivateConstructorNoFallback {
  private PrivateConstructorNoFallback() {}

  void main(String[] args) {
    System.out.println("unreachable");
  }

  static void main() {
    System.out.println("not a fallback");
  }
}
