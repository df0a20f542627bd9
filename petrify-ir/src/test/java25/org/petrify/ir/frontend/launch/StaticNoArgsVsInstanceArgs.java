package org.petrify.ir.frontend.launch;

/** main(String[]) wins over main(), even an instance one over a static one. */
public class StaticNoArgsVsInstanceArgs {
  static void main() {
    System.out.println("static main()");
  }

  void main(String[] args) {
    System.out.println("instance main(String[])");
  }
}
