main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1

proc corpus.extra.unheldfinally.Main.<clinit> {
  s2: write corpus.extra.unheldfinally.Main.lock // at corpus.extra.unheldfinally.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.unheldfinally.Main.done // at corpus.extra.unheldfinally.Main.<clinit>(Main.java:21)
}

proc corpus.extra.unheldfinally.Main.lambda$main$0 {
  s0: read corpus.extra.unheldfinally.Main.lock // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:26)
  s1: trylock java.util.concurrent.locks.ReentrantLock@Main.java:20 else s2 // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:26)
  s2: read corpus.extra.unheldfinally.Main.count // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:28)
  s4: write corpus.extra.unheldfinally.Main.count // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:28)
  s5: read corpus.extra.unheldfinally.Main.lock // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:30)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:30)
  s13: read corpus.extra.unheldfinally.Main.done // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:32)
  s14: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s14_1 // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:32)
  s14_1: skip                            // at corpus.extra.unheldfinally.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.unheldfinally.Main.main {
  s5: read corpus.extra.unheldfinally.Main.lock // at corpus.extra.unheldfinally.Main.main(Main.java:34)
  s6: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.unheldfinally.Main.main(Main.java:34)
  s7: fork corpus.extra.unheldfinally.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.unheldfinally.Main.main(Main.java:36)
  s8: read corpus.extra.unheldfinally.Main.count // at corpus.extra.unheldfinally.Main.main(Main.java:37)
  s10: write corpus.extra.unheldfinally.Main.count // at corpus.extra.unheldfinally.Main.main(Main.java:37)
  s11: read corpus.extra.unheldfinally.Main.lock // at corpus.extra.unheldfinally.Main.main(Main.java:39)
  s12: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.unheldfinally.Main.main(Main.java:39)
  s19: read corpus.extra.unheldfinally.Main.done // at corpus.extra.unheldfinally.Main.main(Main.java:41)
  s20: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.unheldfinally.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.unheldfinally.Main.<clinit> // at corpus.extra.unheldfinally.Main.main(Main.java:25)
  main: call corpus.extra.unheldfinally.Main.main // at corpus.extra.unheldfinally.Main.main(Main.java:25)
}
