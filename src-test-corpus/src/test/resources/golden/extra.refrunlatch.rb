main corpus.extra.refrunlatch.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 3 init 3
counter java.util.concurrent.ExecutorService@Main.java:22.workers cap 1 init 1

proc corpus.extra.refrunlatch.Main.main {
  s10: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.extra.refrunlatch.Main.main(Main.java:24)
  s13: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  s14: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.refrunlatch.Main.main(Main.java:26)
  s16: join java.lang.Thread@Main.java:23 // at corpus.extra.refrunlatch.Main.main(Main.java:28)
}

proc thread:java.lang.Thread@Main.java:23 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else t1 // at corpus.extra.refrunlatch.Main.main(Main.java:23)
  t1: skip                               // at corpus.extra.refrunlatch.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:25 {
  w0: down java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else t1 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  t1: skip                               // at corpus.extra.refrunlatch.Main.main(Main.java:25)
  u0: up java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.refrunlatch.Main.main(Main.java:25)
}
