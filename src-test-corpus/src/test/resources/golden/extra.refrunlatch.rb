main corpus.extra.refrunlatch.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 3 init 3
counter java.util.concurrent.ExecutorService@Main.java:22.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0

proc corpus.extra.refrunlatch.Main.main {
  s10: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.extra.refrunlatch.Main.main(Main.java:24)
  s13: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  s14: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.refrunlatch.Main.main(Main.java:26)
  s15_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:22 1 else s15 // at corpus.extra.refrunlatch.Main.main(Main.java:27)
  s15: skip                              // at corpus.extra.refrunlatch.Main.main(Main.java:27)
  s16: join java.lang.Thread@Main.java:23 // at corpus.extra.refrunlatch.Main.main(Main.java:28)
}

proc thread:java.lang.Thread@Main.java:23 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else t1 // at corpus.extra.refrunlatch.Main.main(Main.java:23)
  t1: skip                               // at corpus.extra.refrunlatch.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:25 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 1 else t0 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  t0: skip                               // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  w0: down java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  t2: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else t3 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  t3: skip                               // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  u0: up java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
}
