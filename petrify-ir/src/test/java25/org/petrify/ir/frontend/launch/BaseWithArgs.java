package org.petrify.ir.frontend.launch;

/** Declares a static main(String[]) that a subclass inherits. */
class BaseWithArgs {
  public static void main(String[] args) {
    System.out.println("inherited static main(String[])");
  }
}
