package org.petrify.ir.frontend.launch;

/** A default main() of an interface is inherited; a static interface main is not. */
public class DefaultMain implements WithDefaultMain {
}

/** Its interface. */
interface WithDefaultMain {
  default void main() {
    System.out.println("default main()");
  }

  static void main(String[] args) {
    System.out.println("static interface main, not inherited");
  }
}
