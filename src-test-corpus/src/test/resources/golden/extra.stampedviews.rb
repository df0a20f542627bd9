main entry
counter java.util.concurrent.locks.StampedLock@Main.java:21.held cap 1 init 0
counter java.util.concurrent.locks.StampedLock@Main.java:21.readers limit 4 init 0
counter java.util.concurrent.locks.StampedLock@Main.java:21.write cap 1 init 1

proc corpus.extra.stampedviews.Main.<clinit> {
  s3: write corpus.extra.stampedviews.Main.LOCK // at corpus.extra.stampedviews.Main.<clinit>(Main.java:21)
}

proc corpus.extra.stampedviews.Main.lambda$main$0[^java.lang.Thread@Main.java:48] {
  s0: call corpus.extra.stampedviews.Main.move[^java.lang.Thread@Main.java:48] // at corpus.extra.stampedviews.Main.lambda$main$0(Main.java:48)
}

proc corpus.extra.stampedviews.Main.main {
  s5: fork corpus.extra.stampedviews.Main.lambda$main$0[^java.lang.Thread@Main.java:48] java.lang.Thread@Main.java:48 // at corpus.extra.stampedviews.Main.main(Main.java:49)
  s6: join java.lang.Thread@Main.java:48 // at corpus.extra.stampedviews.Main.main(Main.java:50)
  s7: read java.lang.System.out          // at corpus.extra.stampedviews.Main.main(Main.java:51)
  s8: call corpus.extra.stampedviews.Main.norm // at corpus.extra.stampedviews.Main.main(Main.java:51)
}

proc corpus.extra.stampedviews.Main.move[^java.lang.Thread@Main.java:48] {
  s2: read corpus.extra.stampedviews.Main.LOCK // at corpus.extra.stampedviews.Main.move(Main.java:36)
  s4: down java.util.concurrent.locks.StampedLock@Main.java:21.write 1 // at corpus.extra.stampedviews.Main.move(Main.java:37)
  s4_2: trydown java.util.concurrent.locks.StampedLock@Main.java:21.readers 1 else s4_1 // at corpus.extra.stampedviews.Main.move(Main.java:37)
  s4_3: up java.util.concurrent.locks.StampedLock@Main.java:21.readers 1 // at corpus.extra.stampedviews.Main.move(Main.java:37)
  s4_4: up java.util.concurrent.locks.StampedLock@Main.java:21.write 1 // at corpus.extra.stampedviews.Main.move(Main.java:37)
  s4_5: until java.util.concurrent.locks.StampedLock@Main.java:21.readers <= 0 // at corpus.extra.stampedviews.Main.move(Main.java:37)
  s4_6: goto s4                          // at corpus.extra.stampedviews.Main.move(Main.java:37)
  s4_1: up java.util.concurrent.locks.StampedLock@Main.java:21.held 1 // at corpus.extra.stampedviews.Main.move(Main.java:37)
  s5: read corpus.extra.stampedviews.Main.x // at corpus.extra.stampedviews.Main.move(Main.java:39)
  s7: write corpus.extra.stampedviews.Main.x // at corpus.extra.stampedviews.Main.move(Main.java:39)
  s8: read corpus.extra.stampedviews.Main.y // at corpus.extra.stampedviews.Main.move(Main.java:40)
  s10: write corpus.extra.stampedviews.Main.y // at corpus.extra.stampedviews.Main.move(Main.java:40)
  s11: read java.lang.System.out         // at corpus.extra.stampedviews.Main.move(Main.java:41)
  s12: call corpus.extra.stampedviews.Main.norm // at corpus.extra.stampedviews.Main.move(Main.java:41)
  s14: down java.util.concurrent.locks.StampedLock@Main.java:21.held 1 // at corpus.extra.stampedviews.Main.move(Main.java:43)
  s14_1: up java.util.concurrent.locks.StampedLock@Main.java:21.write 1 // at corpus.extra.stampedviews.Main.move(Main.java:43)
}

proc corpus.extra.stampedviews.Main.norm {
  s0: read corpus.extra.stampedviews.Main.LOCK // at corpus.extra.stampedviews.Main.norm(Main.java:26)
  s2: down java.util.concurrent.locks.StampedLock@Main.java:21.write 1 // at corpus.extra.stampedviews.Main.norm(Main.java:27)
  s2_1: up java.util.concurrent.locks.StampedLock@Main.java:21.readers 1 // at corpus.extra.stampedviews.Main.norm(Main.java:27)
  s2_2: up java.util.concurrent.locks.StampedLock@Main.java:21.write 1 // at corpus.extra.stampedviews.Main.norm(Main.java:27)
  s3: read corpus.extra.stampedviews.Main.x // at corpus.extra.stampedviews.Main.norm(Main.java:29)
  s5: read corpus.extra.stampedviews.Main.y // at corpus.extra.stampedviews.Main.norm(Main.java:29)
  s8: down java.util.concurrent.locks.StampedLock@Main.java:21.readers 1 // at corpus.extra.stampedviews.Main.norm(Main.java:31)
}

proc entry {
  init0: call corpus.extra.stampedviews.Main.<clinit> // at corpus.extra.stampedviews.Main.main(Main.java:48)
  main: call corpus.extra.stampedviews.Main.main // at corpus.extra.stampedviews.Main.main(Main.java:48)
}
