main corpus.extra.executerefs.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 3 init 3
counter java.util.concurrent.ExecutorService@Main.java:22.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0

proc corpus.extra.executerefs.Main.lambda$main$0[corpus.extra.executerefs.Main.main:25#10] {
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s1_1 // at corpus.extra.executerefs.Main.lambda$main$0(Main.java:24)
  s1_1: skip                             // at corpus.extra.executerefs.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.executerefs.Main.lambda$main$1[corpus.extra.executerefs.Main.main:25#10] {
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s1_1 // at corpus.extra.executerefs.Main.lambda$main$1(Main.java:24)
  s1_1: skip                             // at corpus.extra.executerefs.Main.lambda$main$1(Main.java:24)
}

proc corpus.extra.executerefs.Main.main {
  s10: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.extra.executerefs.Main.main(Main.java:25)
  s10_1: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.extra.executerefs.Main.main(Main.java:25)
  s11: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.executerefs.Main.main(Main.java:26)
  s12_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:22 1 else s12 // at corpus.extra.executerefs.Main.main(Main.java:27)
  s12: skip                              // at corpus.extra.executerefs.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:25 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 1 else t0 // at corpus.extra.executerefs.Main.main(Main.java:25)
  t0: skip                               // at corpus.extra.executerefs.Main.main(Main.java:25)
  choose: jump w0 w1                     // at corpus.extra.executerefs.Main.main(Main.java:25)
  w0: down java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.executerefs.Main.main(Main.java:25)
  c0: call corpus.extra.executerefs.Main.lambda$main$0[corpus.extra.executerefs.Main.main:25#10] // at corpus.extra.executerefs.Main.main(Main.java:25)
  u0: up java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.executerefs.Main.main(Main.java:25)
  g0: goto exit                          // at corpus.extra.executerefs.Main.main(Main.java:25)
  w1: down java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.executerefs.Main.main(Main.java:25)
  c1: call corpus.extra.executerefs.Main.lambda$main$1[corpus.extra.executerefs.Main.main:25#10] // at corpus.extra.executerefs.Main.main(Main.java:25)
  u1: up java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.executerefs.Main.main(Main.java:25)
  g1: goto exit                          // at corpus.extra.executerefs.Main.main(Main.java:25)
}
