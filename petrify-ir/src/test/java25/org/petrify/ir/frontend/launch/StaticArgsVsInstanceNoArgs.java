package org.petrify.ir.frontend.launch;

/** The classic static main(String[]) wins over an instance main(). */
public class StaticArgsVsInstanceNoArgs {
  void main() {
    System.out.println("instance main()");
  }

  static void main(String[] args) {
    System.out.println("static main(String[])");
  }
}
