main main

proc main {
  m0: fork run1 t1                       // at app.Ordered.main(Ordered.java:9) bci 12
  m1: fork run2 t2                       // at app.Ordered.main(Ordered.java:10) bci 27
}

proc run1 {
  a0: acquire lock#A                     // at app.Ordered.lambda$main$0(Ordered.java:13) bci 3
  a1: acquire lock#B                     // at app.Ordered.lambda$main$0(Ordered.java:14) bci 9
  a2: write x                            // at app.Ordered.lambda$main$0(Ordered.java:15) bci 14
  a3: release lock#B                     // at app.Ordered.lambda$main$0(Ordered.java:16) bci 18
  a4: release lock#A                     // at app.Ordered.lambda$main$0(Ordered.java:17) bci 23
}

proc run2 {
  b0: acquire lock#A                     // at app.Ordered.lambda$main$1(Ordered.java:20) bci 3
  b1: acquire lock#B                     // at app.Ordered.lambda$main$1(Ordered.java:21) bci 9
  b2: write x                            // at app.Ordered.lambda$main$1(Ordered.java:22) bci 14
  b3: release lock#B                     // at app.Ordered.lambda$main$1(Ordered.java:23) bci 18
  b4: release lock#A                     // at app.Ordered.lambda$main$1(Ordered.java:24) bci 23
}
