package org.petrify.ir.frontend.launch;

/**
 * Inherits an instance main(String[]) (chosen over its own static main()); the receiver is a
 * new InheritsInstanceArgs, so its constructor runs first.
 */
public class InheritsInstanceArgs extends InstanceArgsBase {
  static Thread started;

  InheritsInstanceArgs() {
    started = new Thread(() -> System.out.println("constructor's thread"));
    started.start();
  }

  static void main() {
    System.out.println("own static main()");
  }
}

/** Declares the instance main(String[]). */
class InstanceArgsBase {
  void main(String[] args) {
    System.out.println("inherited instance main(String[]) of " + getClass().getSimpleName());
  }
}
