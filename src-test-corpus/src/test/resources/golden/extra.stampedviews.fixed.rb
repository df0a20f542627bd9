main entry
counter java.util.concurrent.locks.StampedLock@Main.java:18.held cap 1 init 0
counter java.util.concurrent.locks.StampedLock@Main.java:18.readers limit 4 init 0
counter java.util.concurrent.locks.StampedLock@Main.java:18.write cap 1 init 1

proc corpus.extra.stampedviews.fixed.Main.<clinit> {
  s3: write corpus.extra.stampedviews.fixed.Main.LOCK // at corpus.extra.stampedviews.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.stampedviews.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.stampedviews.fixed.Main.move // at corpus.extra.stampedviews.fixed.Main.lambda$main$0(Main.java:49)
}

proc corpus.extra.stampedviews.fixed.Main.main {
  s5: fork corpus.extra.stampedviews.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:49 // at corpus.extra.stampedviews.fixed.Main.main(Main.java:50)
  s6: join java.lang.Thread@Main.java:49 // at corpus.extra.stampedviews.fixed.Main.main(Main.java:51)
  s7: read java.lang.System.out          // at corpus.extra.stampedviews.fixed.Main.main(Main.java:52)
  s8: call corpus.extra.stampedviews.fixed.Main.norm // at corpus.extra.stampedviews.fixed.Main.main(Main.java:52)
}

proc corpus.extra.stampedviews.fixed.Main.move {
  s2: read corpus.extra.stampedviews.fixed.Main.LOCK // at corpus.extra.stampedviews.fixed.Main.move(Main.java:37)
  s4: down java.util.concurrent.locks.StampedLock@Main.java:18.write 1 // at corpus.extra.stampedviews.fixed.Main.move(Main.java:38)
  s4_2: trydown java.util.concurrent.locks.StampedLock@Main.java:18.readers 1 else s4_1 // at corpus.extra.stampedviews.fixed.Main.move(Main.java:38)
  s4_3: up java.util.concurrent.locks.StampedLock@Main.java:18.readers 1 // at corpus.extra.stampedviews.fixed.Main.move(Main.java:38)
  s4_4: up java.util.concurrent.locks.StampedLock@Main.java:18.write 1 // at corpus.extra.stampedviews.fixed.Main.move(Main.java:38)
  s4_5: until java.util.concurrent.locks.StampedLock@Main.java:18.readers <= 0 // at corpus.extra.stampedviews.fixed.Main.move(Main.java:38)
  s4_6: goto s4                          // at corpus.extra.stampedviews.fixed.Main.move(Main.java:38)
  s4_1: up java.util.concurrent.locks.StampedLock@Main.java:18.held 1 // at corpus.extra.stampedviews.fixed.Main.move(Main.java:38)
  s5: read corpus.extra.stampedviews.fixed.Main.x // at corpus.extra.stampedviews.fixed.Main.move(Main.java:40)
  s7: write corpus.extra.stampedviews.fixed.Main.x // at corpus.extra.stampedviews.fixed.Main.move(Main.java:40)
  s8: read corpus.extra.stampedviews.fixed.Main.y // at corpus.extra.stampedviews.fixed.Main.move(Main.java:41)
  s10: write corpus.extra.stampedviews.fixed.Main.y // at corpus.extra.stampedviews.fixed.Main.move(Main.java:41)
  s11: read java.lang.System.out         // at corpus.extra.stampedviews.fixed.Main.move(Main.java:42)
  s12: call corpus.extra.stampedviews.fixed.Main.normUnlocked // at corpus.extra.stampedviews.fixed.Main.move(Main.java:42)
  s14: down java.util.concurrent.locks.StampedLock@Main.java:18.held 1 // at corpus.extra.stampedviews.fixed.Main.move(Main.java:44)
  s14_1: up java.util.concurrent.locks.StampedLock@Main.java:18.write 1 // at corpus.extra.stampedviews.fixed.Main.move(Main.java:44)
}

proc corpus.extra.stampedviews.fixed.Main.norm {
  s0: read corpus.extra.stampedviews.fixed.Main.LOCK // at corpus.extra.stampedviews.fixed.Main.norm(Main.java:27)
  s2: down java.util.concurrent.locks.StampedLock@Main.java:18.write 1 // at corpus.extra.stampedviews.fixed.Main.norm(Main.java:28)
  s2_1: up java.util.concurrent.locks.StampedLock@Main.java:18.readers 1 // at corpus.extra.stampedviews.fixed.Main.norm(Main.java:28)
  s2_2: up java.util.concurrent.locks.StampedLock@Main.java:18.write 1 // at corpus.extra.stampedviews.fixed.Main.norm(Main.java:28)
  s3: call corpus.extra.stampedviews.fixed.Main.normUnlocked // at corpus.extra.stampedviews.fixed.Main.norm(Main.java:30)
  s4: down java.util.concurrent.locks.StampedLock@Main.java:18.readers 1 // at corpus.extra.stampedviews.fixed.Main.norm(Main.java:32)
}

proc corpus.extra.stampedviews.fixed.Main.normUnlocked {
  s0: read corpus.extra.stampedviews.fixed.Main.x // at corpus.extra.stampedviews.fixed.Main.normUnlocked(Main.java:23)
  s2: read corpus.extra.stampedviews.fixed.Main.y // at corpus.extra.stampedviews.fixed.Main.normUnlocked(Main.java:23)
}

proc entry {
  init0: call corpus.extra.stampedviews.fixed.Main.<clinit> // at corpus.extra.stampedviews.fixed.Main.main(Main.java:49)
  main: call corpus.extra.stampedviews.fixed.Main.main // at corpus.extra.stampedviews.fixed.Main.main(Main.java:49)
}
