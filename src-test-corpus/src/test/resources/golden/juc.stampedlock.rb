main entry
counter java.util.concurrent.locks.StampedLock@Main.java:16.held cap 1 init 0
counter java.util.concurrent.locks.StampedLock@Main.java:16.readers limit 4 init 0
counter java.util.concurrent.locks.StampedLock@Main.java:16.write cap 1 init 1

proc corpus.juc.stampedlock.Main.<clinit> {
  s2: write corpus.juc.stampedlock.Main.lock // at corpus.juc.stampedlock.Main.<clinit>(Main.java:16)
}

proc corpus.juc.stampedlock.Main.distance {
  s0: read corpus.juc.stampedlock.Main.lock // at corpus.juc.stampedlock.Main.distance(Main.java:21)
  s1: down java.util.concurrent.locks.StampedLock@Main.java:16.write 1 // at corpus.juc.stampedlock.Main.distance(Main.java:21)
  s1_1: up java.util.concurrent.locks.StampedLock@Main.java:16.readers 1 // at corpus.juc.stampedlock.Main.distance(Main.java:21)
  s1_2: up java.util.concurrent.locks.StampedLock@Main.java:16.write 1 // at corpus.juc.stampedlock.Main.distance(Main.java:21)
  s2: read corpus.juc.stampedlock.Main.x // at corpus.juc.stampedlock.Main.distance(Main.java:23)
  s3: read corpus.juc.stampedlock.Main.x // at corpus.juc.stampedlock.Main.distance(Main.java:23)
  s5: read corpus.juc.stampedlock.Main.y // at corpus.juc.stampedlock.Main.distance(Main.java:23)
  s6: read corpus.juc.stampedlock.Main.y // at corpus.juc.stampedlock.Main.distance(Main.java:23)
  s10: read corpus.juc.stampedlock.Main.lock // at corpus.juc.stampedlock.Main.distance(Main.java:25)
  s11: down java.util.concurrent.locks.StampedLock@Main.java:16.readers 1 // at corpus.juc.stampedlock.Main.distance(Main.java:25)
}

proc corpus.juc.stampedlock.Main.lambda$main$0 {
  s0: call corpus.juc.stampedlock.Main.move // at corpus.juc.stampedlock.Main.lambda$main$0(Main.java:41)
}

proc corpus.juc.stampedlock.Main.main {
  s5: fork corpus.juc.stampedlock.Main.lambda$main$0 java.lang.Thread@Main.java:41 // at corpus.juc.stampedlock.Main.main(Main.java:42)
  s6: join java.lang.Thread@Main.java:41 // at corpus.juc.stampedlock.Main.main(Main.java:43)
}

proc corpus.juc.stampedlock.Main.move {
  s2: read corpus.juc.stampedlock.Main.lock // at corpus.juc.stampedlock.Main.move(Main.java:30)
  s3: down java.util.concurrent.locks.StampedLock@Main.java:16.write 1 // at corpus.juc.stampedlock.Main.move(Main.java:30)
  s3_2: trydown java.util.concurrent.locks.StampedLock@Main.java:16.readers 1 else s3_1 // at corpus.juc.stampedlock.Main.move(Main.java:30)
  s3_3: up java.util.concurrent.locks.StampedLock@Main.java:16.readers 1 // at corpus.juc.stampedlock.Main.move(Main.java:30)
  s3_4: up java.util.concurrent.locks.StampedLock@Main.java:16.write 1 // at corpus.juc.stampedlock.Main.move(Main.java:30)
  s3_5: until java.util.concurrent.locks.StampedLock@Main.java:16.readers <= 0 // at corpus.juc.stampedlock.Main.move(Main.java:30)
  s3_6: goto s3                          // at corpus.juc.stampedlock.Main.move(Main.java:30)
  s3_1: up java.util.concurrent.locks.StampedLock@Main.java:16.held 1 // at corpus.juc.stampedlock.Main.move(Main.java:30)
  s4: read corpus.juc.stampedlock.Main.x // at corpus.juc.stampedlock.Main.move(Main.java:32)
  s6: write corpus.juc.stampedlock.Main.x // at corpus.juc.stampedlock.Main.move(Main.java:32)
  s7: read corpus.juc.stampedlock.Main.y // at corpus.juc.stampedlock.Main.move(Main.java:33)
  s9: write corpus.juc.stampedlock.Main.y // at corpus.juc.stampedlock.Main.move(Main.java:33)
  s10: read java.lang.System.out         // at corpus.juc.stampedlock.Main.move(Main.java:34)
  s11: call corpus.juc.stampedlock.Main.distance // at corpus.juc.stampedlock.Main.move(Main.java:34)
  s13: read corpus.juc.stampedlock.Main.lock // at corpus.juc.stampedlock.Main.move(Main.java:36)
  s14: down java.util.concurrent.locks.StampedLock@Main.java:16.held 1 // at corpus.juc.stampedlock.Main.move(Main.java:36)
  s14_1: up java.util.concurrent.locks.StampedLock@Main.java:16.write 1 // at corpus.juc.stampedlock.Main.move(Main.java:36)
}

proc entry {
  init0: call corpus.juc.stampedlock.Main.<clinit> // at corpus.juc.stampedlock.Main.main(Main.java:41)
  main: call corpus.juc.stampedlock.Main.main // at corpus.juc.stampedlock.Main.main(Main.java:41)
}
