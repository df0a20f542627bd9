main entry
counter java.util.concurrent.locks.StampedLock@Main.java:12.held cap 1 init 0
counter java.util.concurrent.locks.StampedLock@Main.java:12.readers limit 4 init 0
counter java.util.concurrent.locks.StampedLock@Main.java:12.write cap 1 init 1

proc corpus.juc.stampedlock.fixed.Main.<clinit> {
  s2: write corpus.juc.stampedlock.fixed.Main.lock // at corpus.juc.stampedlock.fixed.Main.<clinit>(Main.java:12)
}

proc corpus.juc.stampedlock.fixed.Main.distance {
  s0: read corpus.juc.stampedlock.fixed.Main.lock // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:17)
  s1: down java.util.concurrent.locks.StampedLock@Main.java:12.write 1 // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:17)
  s1_1: up java.util.concurrent.locks.StampedLock@Main.java:12.readers 1 // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:17)
  s1_2: up java.util.concurrent.locks.StampedLock@Main.java:12.write 1 // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:17)
  s2: read corpus.juc.stampedlock.fixed.Main.x // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:19)
  s3: read corpus.juc.stampedlock.fixed.Main.x // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:19)
  s5: read corpus.juc.stampedlock.fixed.Main.y // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:19)
  s6: read corpus.juc.stampedlock.fixed.Main.y // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:19)
  s10: read corpus.juc.stampedlock.fixed.Main.lock // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:21)
  s11: down java.util.concurrent.locks.StampedLock@Main.java:12.readers 1 // at corpus.juc.stampedlock.fixed.Main.distance(Main.java:21)
}

proc corpus.juc.stampedlock.fixed.Main.lambda$main$0 {
  s0: call corpus.juc.stampedlock.fixed.Main.move // at corpus.juc.stampedlock.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.juc.stampedlock.fixed.Main.main {
  s9: fork corpus.juc.stampedlock.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:37 // at corpus.juc.stampedlock.fixed.Main.main(Main.java:39)
  s10: fork corpus.juc.stampedlock.fixed.Main.distance java.lang.Thread@Main.java:38 // at corpus.juc.stampedlock.fixed.Main.main(Main.java:40)
  s11: join java.lang.Thread@Main.java:37 // at corpus.juc.stampedlock.fixed.Main.main(Main.java:41)
  s12: join java.lang.Thread@Main.java:38 // at corpus.juc.stampedlock.fixed.Main.main(Main.java:42)
}

proc corpus.juc.stampedlock.fixed.Main.move {
  s2: read corpus.juc.stampedlock.fixed.Main.lock // at corpus.juc.stampedlock.fixed.Main.move(Main.java:26)
  s3: down java.util.concurrent.locks.StampedLock@Main.java:12.write 1 // at corpus.juc.stampedlock.fixed.Main.move(Main.java:26)
  s3_2: trydown java.util.concurrent.locks.StampedLock@Main.java:12.readers 1 else s3_1 // at corpus.juc.stampedlock.fixed.Main.move(Main.java:26)
  s3_3: up java.util.concurrent.locks.StampedLock@Main.java:12.readers 1 // at corpus.juc.stampedlock.fixed.Main.move(Main.java:26)
  s3_4: up java.util.concurrent.locks.StampedLock@Main.java:12.write 1 // at corpus.juc.stampedlock.fixed.Main.move(Main.java:26)
  s3_5: until java.util.concurrent.locks.StampedLock@Main.java:12.readers <= 0 // at corpus.juc.stampedlock.fixed.Main.move(Main.java:26)
  s3_6: goto s3                          // at corpus.juc.stampedlock.fixed.Main.move(Main.java:26)
  s3_1: up java.util.concurrent.locks.StampedLock@Main.java:12.held 1 // at corpus.juc.stampedlock.fixed.Main.move(Main.java:26)
  s4: read corpus.juc.stampedlock.fixed.Main.x // at corpus.juc.stampedlock.fixed.Main.move(Main.java:28)
  s6: write corpus.juc.stampedlock.fixed.Main.x // at corpus.juc.stampedlock.fixed.Main.move(Main.java:28)
  s7: read corpus.juc.stampedlock.fixed.Main.y // at corpus.juc.stampedlock.fixed.Main.move(Main.java:29)
  s9: write corpus.juc.stampedlock.fixed.Main.y // at corpus.juc.stampedlock.fixed.Main.move(Main.java:29)
  s10: read corpus.juc.stampedlock.fixed.Main.lock // at corpus.juc.stampedlock.fixed.Main.move(Main.java:31)
  s11: down java.util.concurrent.locks.StampedLock@Main.java:12.held 1 // at corpus.juc.stampedlock.fixed.Main.move(Main.java:31)
  s11_1: up java.util.concurrent.locks.StampedLock@Main.java:12.write 1 // at corpus.juc.stampedlock.fixed.Main.move(Main.java:31)
  s18: read java.lang.System.out         // at corpus.juc.stampedlock.fixed.Main.move(Main.java:33)
  s19: call corpus.juc.stampedlock.fixed.Main.distance // at corpus.juc.stampedlock.fixed.Main.move(Main.java:33)
}

proc entry {
  init0: call corpus.juc.stampedlock.fixed.Main.<clinit> // at corpus.juc.stampedlock.fixed.Main.main(Main.java:37)
  main: call corpus.juc.stampedlock.fixed.Main.main // at corpus.juc.stampedlock.fixed.Main.main(Main.java:37)
}
