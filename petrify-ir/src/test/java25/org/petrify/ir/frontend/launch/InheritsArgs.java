package org.petrify.ir.frontend.launch;

/** An inherited main(String[]) wins over the class's own main(). */
public class InheritsArgs extends BaseWithArgs {
  void main() {
    System.out.println("own instance main()");
  }
}
