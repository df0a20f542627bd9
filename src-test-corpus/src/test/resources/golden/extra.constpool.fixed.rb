main corpus.extra.constpool.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:26.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:25.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:25 cap 1 init 0

proc corpus.extra.constpool.fixed.Main.<init>[corpus.extra.constpool.fixed.Main@Main.java:25] {
}

proc corpus.extra.constpool.fixed.Main.lambda$main$0[corpus.extra.constpool.fixed.Main.main:27#9] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:26.count <= 0 // at corpus.extra.constpool.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.constpool.fixed.Main.main {
  s2: call corpus.extra.constpool.fixed.Main.<init>[corpus.extra.constpool.fixed.Main@Main.java:25] // at corpus.extra.constpool.fixed.Main.main(Main.java:25)
  s3: call corpus.extra.constpool.fixed.Main.workers[corpus.extra.constpool.fixed.Main@Main.java:25] // at corpus.extra.constpool.fixed.Main.main(Main.java:25)
  s9: fork thread:java.lang.Thread@Main.java:27 java.lang.Thread@Main.java:27 // at corpus.extra.constpool.fixed.Main.main(Main.java:27)
  s12: fork thread:java.lang.Thread@Main.java:34 java.lang.Thread@Main.java:34 // at corpus.extra.constpool.fixed.Main.main(Main.java:34)
  s13_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:25 1 else s13 // at corpus.extra.constpool.fixed.Main.main(Main.java:35)
  s13: skip                              // at corpus.extra.constpool.fixed.Main.main(Main.java:35)
  s14: read java.util.concurrent.TimeUnit.DAYS // at corpus.extra.constpool.fixed.Main.main(Main.java:36)
  s15: join java.lang.Thread@Main.java:27 timed // at corpus.extra.constpool.fixed.Main.main(Main.java:36)
  s15_1: join java.lang.Thread@Main.java:34 timed // at corpus.extra.constpool.fixed.Main.main(Main.java:36)
}

proc corpus.extra.constpool.fixed.Main.workers[corpus.extra.constpool.fixed.Main@Main.java:25] {
}

proc thread:java.lang.Thread@Main.java:27 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 1 else t0 // at corpus.extra.constpool.fixed.Main.main(Main.java:27)
  t0: skip                               // at corpus.extra.constpool.fixed.Main.main(Main.java:27)
  w0: down java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.constpool.fixed.Main.main(Main.java:27)
  c0: call corpus.extra.constpool.fixed.Main.lambda$main$0[corpus.extra.constpool.fixed.Main.main:27#9] // at corpus.extra.constpool.fixed.Main.main(Main.java:27)
  u0: up java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.constpool.fixed.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:34 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 1 else t0 // at corpus.extra.constpool.fixed.Main.main(Main.java:34)
  t0: skip                               // at corpus.extra.constpool.fixed.Main.main(Main.java:34)
  w0: down java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.constpool.fixed.Main.main(Main.java:34)
  t2: trydown java.util.concurrent.CountDownLatch@Main.java:26.count 1 else t3 // at corpus.extra.constpool.fixed.Main.main(Main.java:34)
  t3: skip                               // at corpus.extra.constpool.fixed.Main.main(Main.java:34)
  u0: up java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.constpool.fixed.Main.main(Main.java:34)
}
