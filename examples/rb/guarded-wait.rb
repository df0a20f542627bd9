// The guarded wait on a flag: app.Gate.awaitReady runs
//   synchronized (lock) { while (!ready) lock.wait(); }
// and app.Gate.markReady runs, in this buggy version, the notification first and sets the
// flag afterwards, outside the monitor. `ready` is a finite-domain variable: the waiter's
// `switch` on it is exact. Swap main's m1..m4 into "acquire, assign, notifyAll, release" and
// the program is deadlock-free.
main main
var ready { false true } = false

proc main {
  m0: fork waiter t1                    // at app.Gate.main(Gate.java:20)
  m1: acquire lock                      // at app.Gate.markReady(Gate.java:13)
  m2: notifyAll lock                    // at app.Gate.markReady(Gate.java:14)
  m3: release lock                      // at app.Gate.markReady(Gate.java:15)
  m4: assign ready true                 // at app.Gate.markReady(Gate.java:16)
  m5: join t1                           // at app.Gate.main(Gate.java:22)
}

proc waiter {
  w0: acquire lock                      // at app.Gate.awaitReady(Gate.java:6)
  w1: switch ready false w2 true w4     // at app.Gate.awaitReady(Gate.java:7)
  w2: wait lock                         // at app.Gate.awaitReady(Gate.java:8)
  w3: goto w1                           // at app.Gate.awaitReady(Gate.java:8)
  w4: release lock                      // at app.Gate.awaitReady(Gate.java:10)
}
