main corpus.extra.executerefs.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 2 init 2
counter java.util.concurrent.ExecutorService@Main.java:21.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0

proc corpus.extra.executerefs.fixed.Main.lambda$main$0[corpus.extra.executerefs.fixed.Main.main:24#10] {
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s1_1 // at corpus.extra.executerefs.fixed.Main.lambda$main$0(Main.java:23)
  s1_1: skip                             // at corpus.extra.executerefs.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.executerefs.fixed.Main.lambda$main$1[corpus.extra.executerefs.fixed.Main.main:24#10] {
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s1_1 // at corpus.extra.executerefs.fixed.Main.lambda$main$1(Main.java:23)
  s1_1: skip                             // at corpus.extra.executerefs.fixed.Main.lambda$main$1(Main.java:23)
}

proc corpus.extra.executerefs.fixed.Main.main {
  s10: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  s10_1: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  s11: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.executerefs.fixed.Main.main(Main.java:25)
  s12_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 1 else s12 // at corpus.extra.executerefs.fixed.Main.main(Main.java:26)
  s12: skip                              // at corpus.extra.executerefs.fixed.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:24 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 1 else t0 // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  t0: skip                               // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  choose: jump w0 w1                     // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  w0: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  c0: call corpus.extra.executerefs.fixed.Main.lambda$main$0[corpus.extra.executerefs.fixed.Main.main:24#10] // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  u0: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  g0: goto exit                          // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  w1: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  c1: call corpus.extra.executerefs.fixed.Main.lambda$main$1[corpus.extra.executerefs.fixed.Main.main:24#10] // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  u1: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
  g1: goto exit                          // at corpus.extra.executerefs.fixed.Main.main(Main.java:24)
}
