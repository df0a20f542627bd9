main corpus.extra.polledtermination.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:26.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:25.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:25 cap 1 init 0

proc corpus.extra.polledtermination.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.polledtermination.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.polledtermination.Main.lambda$main$1[corpus.extra.polledtermination.Main.main:28#7] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:26.count <= 0 // at corpus.extra.polledtermination.Main.lambda$main$1(Main.java:30)
}

proc corpus.extra.polledtermination.Main.main {
  s5: fork thread:java.lang.Thread@Main.java:27 java.lang.Thread@Main.java:27 // at corpus.extra.polledtermination.Main.main(Main.java:27)
  s7: fork thread:java.lang.Thread@Main.java:28 java.lang.Thread@Main.java:28 // at corpus.extra.polledtermination.Main.main(Main.java:28)
  s8_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:25 1 else s8 // at corpus.extra.polledtermination.Main.main(Main.java:35)
  s8: skip                               // at corpus.extra.polledtermination.Main.main(Main.java:35)
  s9: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.polledtermination.Main.main(Main.java:36)
  s10: until jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:25 >= 1 timed else s12 // at corpus.extra.polledtermination.Main.main(Main.java:36)
  s10_1: join java.lang.Thread@Main.java:27 timed else s12 // at corpus.extra.polledtermination.Main.main(Main.java:36)
  s10_2: join java.lang.Thread@Main.java:28 timed else s12 // at corpus.extra.polledtermination.Main.main(Main.java:36)
  s10_3: goto exit                       // at corpus.extra.polledtermination.Main.main(Main.java:36)
  s12: read corpus.extra.polledtermination.Main.polls // at corpus.extra.polledtermination.Main.main(Main.java:37)
  s14: write corpus.extra.polledtermination.Main.polls // at corpus.extra.polledtermination.Main.main(Main.java:37)
  s14_1: goto s9                         // at corpus.extra.polledtermination.Main.main(Main.java:37)
}

proc thread:java.lang.Thread@Main.java:27 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 1 else t0 // at corpus.extra.polledtermination.Main.main(Main.java:27)
  t0: skip                               // at corpus.extra.polledtermination.Main.main(Main.java:27)
  w0: down java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.polledtermination.Main.main(Main.java:27)
  c0: call corpus.extra.polledtermination.Main.lambda$main$0 // at corpus.extra.polledtermination.Main.main(Main.java:27)
  u0: up java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.polledtermination.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:28 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 1 else t0 // at corpus.extra.polledtermination.Main.main(Main.java:28)
  t0: skip                               // at corpus.extra.polledtermination.Main.main(Main.java:28)
  w0: down java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.polledtermination.Main.main(Main.java:28)
  c0: call corpus.extra.polledtermination.Main.lambda$main$1[corpus.extra.polledtermination.Main.main:28#7] // at corpus.extra.polledtermination.Main.main(Main.java:28)
  u0: up java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.polledtermination.Main.main(Main.java:28)
}
