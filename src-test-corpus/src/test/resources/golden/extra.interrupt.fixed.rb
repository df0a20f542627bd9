main entry
counter java.util.concurrent.CountDownLatch@Main.java:17.count cap 1 init 1

proc corpus.extra.interrupt.fixed.Main.<clinit> {
  s2: write corpus.extra.interrupt.fixed.Main.lock // at corpus.extra.interrupt.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.interrupt.fixed.Main.done // at corpus.extra.interrupt.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.interrupt.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.interrupt.fixed.Main.lock // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:22)
  s1_1: interruptible s9 checked         // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:22)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:16 // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:22)
  s2: read corpus.extra.interrupt.fixed.Main.lock // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:23)
  s3: release java.util.concurrent.locks.ReentrantLock@Main.java:16 // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:23)
  s4: read corpus.extra.interrupt.fixed.Main.done // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:27)
  s5: trydown java.util.concurrent.CountDownLatch@Main.java:17.count 1 else s5_1 // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:27)
  s5_1: skip                             // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:27)
  s5_2: goto exit                        // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:27)
  s9: read java.lang.System.out          // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:25)
  s11: read corpus.extra.interrupt.fixed.Main.done // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:27)
  s12: trydown java.util.concurrent.CountDownLatch@Main.java:17.count 1 else s12_1 // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:27)
  s12_1: skip                            // at corpus.extra.interrupt.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.interrupt.fixed.Main.main {
  s5: read corpus.extra.interrupt.fixed.Main.lock // at corpus.extra.interrupt.fixed.Main.main(Main.java:30)
  s6: acquire java.util.concurrent.locks.ReentrantLock@Main.java:16 // at corpus.extra.interrupt.fixed.Main.main(Main.java:30)
  s7: fork corpus.extra.interrupt.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:20 // at corpus.extra.interrupt.fixed.Main.main(Main.java:31)
  s8: interrupt java.lang.Thread@Main.java:20 // at corpus.extra.interrupt.fixed.Main.main(Main.java:32)
  s9: read corpus.extra.interrupt.fixed.Main.lock // at corpus.extra.interrupt.fixed.Main.main(Main.java:33)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:16 // at corpus.extra.interrupt.fixed.Main.main(Main.java:33)
  s11: read corpus.extra.interrupt.fixed.Main.done // at corpus.extra.interrupt.fixed.Main.main(Main.java:34)
  s12: until java.util.concurrent.CountDownLatch@Main.java:17.count <= 0 // at corpus.extra.interrupt.fixed.Main.main(Main.java:34)
}

proc entry {
  init0: call corpus.extra.interrupt.fixed.Main.<clinit> // at corpus.extra.interrupt.fixed.Main.main(Main.java:20)
  main: call corpus.extra.interrupt.fixed.Main.main // at corpus.extra.interrupt.fixed.Main.main(Main.java:20)
}
