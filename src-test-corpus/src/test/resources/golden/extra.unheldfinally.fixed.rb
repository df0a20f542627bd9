main entry
counter java.util.concurrent.CountDownLatch@Main.java:14.count cap 1 init 1

proc corpus.extra.unheldfinally.fixed.Main.<clinit> {
  s2: write corpus.extra.unheldfinally.fixed.Main.lock // at corpus.extra.unheldfinally.fixed.Main.<clinit>(Main.java:13)
  s5: write corpus.extra.unheldfinally.fixed.Main.done // at corpus.extra.unheldfinally.fixed.Main.<clinit>(Main.java:14)
}

proc corpus.extra.unheldfinally.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.unheldfinally.fixed.Main.lock // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:19)
  s1: trylock java.util.concurrent.locks.ReentrantLock@Main.java:13 else s2e2 // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:19)
  s1_1: goto s2e1                        // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:19)
  s6: read corpus.extra.unheldfinally.fixed.Main.lock // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:24)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:13 // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:24)
  s15: read corpus.extra.unheldfinally.fixed.Main.done // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:27)
  s16: trydown java.util.concurrent.CountDownLatch@Main.java:14.count 1 else s16_1 // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:27)
  s16_1: skip                            // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:27)
  s16_2: goto exit                       // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:27)
  s2e1: read corpus.extra.unheldfinally.fixed.Main.count // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:21)
  s4e1: write corpus.extra.unheldfinally.fixed.Main.count // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:21)
  s4e1_1: goto s6                        // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:21)
  s2e2: read corpus.extra.unheldfinally.fixed.Main.count // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:21)
  s4e2: write corpus.extra.unheldfinally.fixed.Main.count // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:21)
  s4e2_1: goto s15                       // at corpus.extra.unheldfinally.fixed.Main.lambda$main$0(Main.java:21)
}

proc corpus.extra.unheldfinally.fixed.Main.main {
  s5: read corpus.extra.unheldfinally.fixed.Main.lock // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:29)
  s6: acquire java.util.concurrent.locks.ReentrantLock@Main.java:13 // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:29)
  s7: fork corpus.extra.unheldfinally.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:18 // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:31)
  s8: read corpus.extra.unheldfinally.fixed.Main.count // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:32)
  s10: write corpus.extra.unheldfinally.fixed.Main.count // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:32)
  s11: read corpus.extra.unheldfinally.fixed.Main.lock // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:34)
  s12: release java.util.concurrent.locks.ReentrantLock@Main.java:13 // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:34)
  s19: read corpus.extra.unheldfinally.fixed.Main.done // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:36)
  s20: until java.util.concurrent.CountDownLatch@Main.java:14.count <= 0 // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.unheldfinally.fixed.Main.<clinit> // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:18)
  main: call corpus.extra.unheldfinally.fixed.Main.main // at corpus.extra.unheldfinally.fixed.Main.main(Main.java:18)
}
