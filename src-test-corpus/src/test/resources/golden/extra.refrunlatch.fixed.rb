main corpus.extra.refrunlatch.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 2 init 2
counter java.util.concurrent.ExecutorService@Main.java:20.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:20 cap 1 init 0

proc corpus.extra.refrunlatch.fixed.Main.main {
  s10: fork thread:java.lang.Thread@Main.java:21 java.lang.Thread@Main.java:21 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:22)
  s13: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:23)
  s14: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:24)
  s15_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:20 1 else s15 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:25)
  s15: skip                              // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:25)
  s16: join java.lang.Thread@Main.java:21 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:21 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else t1 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:21)
  t1: skip                               // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:21)
}

proc thread:java.lang.Thread@Main.java:23 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 1 else t0 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:23)
  t0: skip                               // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:23)
  w0: down java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:23)
  t2: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else t3 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:23)
  t3: skip                               // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:23)
  u0: up java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.extra.refrunlatch.fixed.Main.main(Main.java:23)
}
