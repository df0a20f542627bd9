package org.petrify.ir.frontend.names;

/** Names Petrify cannot be sure of: a computed name, a branch, a loop. */
public class Uncertain {
  public static void main(String[] args) throws InterruptedException {
    Thread first = new Thread(Names.PRINT);                          // Thread-0, exact
    first.start();
    Thread computed = new Thread(Names.PRINT, "w-" + args.length);  // computed at run time
    computed.start();
    if (args.length > 0) {
      new Thread(Names.PRINT).start();                              // Thread-1 only sometimes
    }
    Thread after = new Thread(Names.PRINT);                         // Thread-1 or Thread-2
    after.start();
    for (int k = 0; k < args.length; k++) {
      new Thread(Names.PRINT, "looped").start();                    // named: no number
    }
    first.join();
    computed.join();
    after.join();
  }
}
