main entry
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1

proc corpus.extra.interrupt.Main.<clinit> {
  s2: write corpus.extra.interrupt.Main.lock // at corpus.extra.interrupt.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.interrupt.Main.done // at corpus.extra.interrupt.Main.<clinit>(Main.java:20)
}

proc corpus.extra.interrupt.Main.lambda$main$0 {
  s0: read corpus.extra.interrupt.Main.lock // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:25)
  s1_1: interruptible s9 checked         // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:25)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:25)
  s2: read corpus.extra.interrupt.Main.done // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:27)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s3_1 // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:27)
  s3_1: skip                             // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:27)
  s4: read corpus.extra.interrupt.Main.lock // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:29)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:29)
  s5_1: goto exit                        // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:29)
  s9: read java.lang.System.out          // at corpus.extra.interrupt.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.interrupt.Main.main {
  s5: read corpus.extra.interrupt.Main.lock // at corpus.extra.interrupt.Main.main(Main.java:35)
  s6: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.interrupt.Main.main(Main.java:35)
  s7: fork corpus.extra.interrupt.Main.lambda$main$0 java.lang.Thread@Main.java:23 // at corpus.extra.interrupt.Main.main(Main.java:36)
  s8: interrupt java.lang.Thread@Main.java:23 // at corpus.extra.interrupt.Main.main(Main.java:37)
  s9: read corpus.extra.interrupt.Main.lock // at corpus.extra.interrupt.Main.main(Main.java:38)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.interrupt.Main.main(Main.java:38)
  s11: read corpus.extra.interrupt.Main.done // at corpus.extra.interrupt.Main.main(Main.java:39)
  s12: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.interrupt.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.interrupt.Main.<clinit> // at corpus.extra.interrupt.Main.main(Main.java:23)
  main: call corpus.extra.interrupt.Main.main // at corpus.extra.interrupt.Main.main(Main.java:23)
}
