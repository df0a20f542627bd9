main corpus.extra.constpool.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:29.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:28.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:28 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:28 cap 1 init 0

proc corpus.extra.constpool.Main.<init>[corpus.extra.constpool.Main@Main.java:28] {
}

proc corpus.extra.constpool.Main.lambda$main$0[corpus.extra.constpool.Main.main:30#9] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:29.count <= 0 // at corpus.extra.constpool.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.constpool.Main.main {
  s2: call corpus.extra.constpool.Main.<init>[corpus.extra.constpool.Main@Main.java:28] // at corpus.extra.constpool.Main.main(Main.java:28)
  s3: call corpus.extra.constpool.Main.workers[corpus.extra.constpool.Main@Main.java:28] // at corpus.extra.constpool.Main.main(Main.java:28)
  s9: fork thread:java.lang.Thread@Main.java:30 java.lang.Thread@Main.java:30 // at corpus.extra.constpool.Main.main(Main.java:30)
  s12: fork thread:java.lang.Thread@Main.java:37 java.lang.Thread@Main.java:37 // at corpus.extra.constpool.Main.main(Main.java:37)
  s13_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:28 1 else s13 // at corpus.extra.constpool.Main.main(Main.java:38)
  s13: skip                              // at corpus.extra.constpool.Main.main(Main.java:38)
  s14: read java.util.concurrent.TimeUnit.DAYS // at corpus.extra.constpool.Main.main(Main.java:39)
  s15: join java.lang.Thread@Main.java:30 timed // at corpus.extra.constpool.Main.main(Main.java:39)
  s15_1: join java.lang.Thread@Main.java:37 timed // at corpus.extra.constpool.Main.main(Main.java:39)
}

proc corpus.extra.constpool.Main.workers[corpus.extra.constpool.Main@Main.java:28] {
}

proc thread:java.lang.Thread@Main.java:30 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:28 1 else t0 // at corpus.extra.constpool.Main.main(Main.java:30)
  t0: skip                               // at corpus.extra.constpool.Main.main(Main.java:30)
  w0: down java.util.concurrent.ExecutorService@Main.java:28.workers 1 // at corpus.extra.constpool.Main.main(Main.java:30)
  c0: call corpus.extra.constpool.Main.lambda$main$0[corpus.extra.constpool.Main.main:30#9] // at corpus.extra.constpool.Main.main(Main.java:30)
  u0: up java.util.concurrent.ExecutorService@Main.java:28.workers 1 // at corpus.extra.constpool.Main.main(Main.java:30)
}

proc thread:java.lang.Thread@Main.java:37 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:28 1 else t0 // at corpus.extra.constpool.Main.main(Main.java:37)
  t0: skip                               // at corpus.extra.constpool.Main.main(Main.java:37)
  w0: down java.util.concurrent.ExecutorService@Main.java:28.workers 1 // at corpus.extra.constpool.Main.main(Main.java:37)
  t2: trydown java.util.concurrent.CountDownLatch@Main.java:29.count 1 else t3 // at corpus.extra.constpool.Main.main(Main.java:37)
  t3: skip                               // at corpus.extra.constpool.Main.main(Main.java:37)
  u0: up java.util.concurrent.ExecutorService@Main.java:28.workers 1 // at corpus.extra.constpool.Main.main(Main.java:37)
}
