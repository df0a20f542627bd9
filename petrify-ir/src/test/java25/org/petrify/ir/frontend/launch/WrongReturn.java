package org.petrify.ir.frontend.launch;

/** A main that does not return void is ignored. */
public class WrongReturn {
  int main(String[] args) {
    System.out.println("ignored");
    return 0;
  }

  void main() {
    System.out.println("void main()");
  }
}
