// Two threads take two locks in opposite orders: the classic deadlock.
//   ./petrify check examples/rb/two-locks.rb --property deadlock
main main

proc main {
  l0: fork first t1
  l1: fork second t2
  l2: join t1
  l3: join t2
}

proc first {
  a0: acquire A                         // at app.TwoLocks.first(TwoLocks.java:10)
  a1: acquire B                         // at app.TwoLocks.first(TwoLocks.java:11)
  a2: release B                         // at app.TwoLocks.first(TwoLocks.java:12)
  a3: release A                         // at app.TwoLocks.first(TwoLocks.java:13)
}

proc second {
  b0: acquire B                         // at app.TwoLocks.second(TwoLocks.java:20)
  b1: acquire A                         // at app.TwoLocks.second(TwoLocks.java:21)
  b2: release A                         // at app.TwoLocks.second(TwoLocks.java:22)
  b3: release B                         // at app.TwoLocks.second(TwoLocks.java:23)
}
