main corpus.extra.polledtermination.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:25.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:24.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:24 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:24 cap 1 init 0

proc corpus.extra.polledtermination.fixed.Main.lambda$main$0[corpus.extra.polledtermination.fixed.Main.main:27#9] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:25.count <= 0 // at corpus.extra.polledtermination.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.polledtermination.fixed.Main.main {
  s7: fork thread:java.lang.Thread@Main.java:26 java.lang.Thread@Main.java:26 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:26)
  s9: fork thread:java.lang.Thread@Main.java:27 java.lang.Thread@Main.java:27 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:27)
  s10_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:24 1 else s10 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:34)
  s10: skip                              // at corpus.extra.polledtermination.fixed.Main.main(Main.java:34)
  s11: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.polledtermination.fixed.Main.main(Main.java:35)
  s12: until jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:24 >= 1 timed else s14 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:35)
  s12_1: join java.lang.Thread@Main.java:26 timed else s14 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:35)
  s12_2: join java.lang.Thread@Main.java:27 timed else s14 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:35)
  s12_3: goto exit                       // at corpus.extra.polledtermination.fixed.Main.main(Main.java:35)
  s14: read corpus.extra.polledtermination.fixed.Main.polls // at corpus.extra.polledtermination.fixed.Main.main(Main.java:36)
  s16: write corpus.extra.polledtermination.fixed.Main.polls // at corpus.extra.polledtermination.fixed.Main.main(Main.java:36)
  s16_1: goto s11                        // at corpus.extra.polledtermination.fixed.Main.main(Main.java:36)
}

proc thread:java.lang.Thread@Main.java:26 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:24 1 else t0 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:26)
  t0: skip                               // at corpus.extra.polledtermination.fixed.Main.main(Main.java:26)
  w0: down java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:26)
  t2: trydown java.util.concurrent.CountDownLatch@Main.java:25.count 1 else t3 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:26)
  t3: skip                               // at corpus.extra.polledtermination.fixed.Main.main(Main.java:26)
  u0: up java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:27 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:24 1 else t0 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:27)
  t0: skip                               // at corpus.extra.polledtermination.fixed.Main.main(Main.java:27)
  w0: down java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:27)
  c0: call corpus.extra.polledtermination.fixed.Main.lambda$main$0[corpus.extra.polledtermination.fixed.Main.main:27#9] // at corpus.extra.polledtermination.fixed.Main.main(Main.java:27)
  u0: up java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.extra.polledtermination.fixed.Main.main(Main.java:27)
}
