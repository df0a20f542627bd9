package org.petrify.ir.frontend.launch;

/** A private main(String[]) is ignored: the instance main() runs. */
public class PrivateArgs {
  private static void main(String[] args) {
    System.out.println("private, ignored");
  }

  void main() {
    System.out.println("instance main()");
  }
}
