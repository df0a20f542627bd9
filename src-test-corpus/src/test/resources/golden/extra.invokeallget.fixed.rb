main corpus.extra.invokeallget.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:25.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:26.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:26 cap 1 init 0

proc corpus.extra.invokeallget.fixed.Main.lambda$main$0[corpus.extra.invokeallget.fixed.Main.main:34#17] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:25.count <= 0 // at corpus.extra.invokeallget.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.invokeallget.fixed.Main.lambda$main$1 {
}

proc corpus.extra.invokeallget.fixed.Main.main {
  s15: trydown java.util.concurrent.CountDownLatch@Main.java:25.count 1 else s15_1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:33)
  s15_1: skip                            // at corpus.extra.invokeallget.fixed.Main.main(Main.java:33)
  s17: fork thread:java.lang.Thread@Main.java:34/task1 java.lang.Thread@Main.java:34/task1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  s17_1: fork thread:java.lang.Thread@Main.java:34/task2 java.lang.Thread@Main.java:34/task2 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  s17_2: join java.lang.Thread@Main.java:34/task1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  s17_3: join java.lang.Thread@Main.java:34/task2 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  s21: jump s24 s29                      // at corpus.extra.invokeallget.fixed.Main.main(Main.java:36)
  s24: join java.lang.Thread@Main.java:34/task1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:37)
  s24_1: join java.lang.Thread@Main.java:34/task2 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:37)
  s24_2: goto s21                        // at corpus.extra.invokeallget.fixed.Main.main(Main.java:37)
  s29: read java.lang.System.out         // at corpus.extra.invokeallget.fixed.Main.main(Main.java:39)
  s31_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:26 1 else s31 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:40)
  s31: skip                              // at corpus.extra.invokeallget.fixed.Main.main(Main.java:40)
}

proc thread:java.lang.Thread@Main.java:34/task1 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 1 else t0 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  t0: skip                               // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  c0: call corpus.extra.invokeallget.fixed.Main.lambda$main$0[corpus.extra.invokeallget.fixed.Main.main:34#17] // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
}

proc thread:java.lang.Thread@Main.java:34/task2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 1 else t0 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  t0: skip                               // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  c0: call corpus.extra.invokeallget.fixed.Main.lambda$main$1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.invokeallget.fixed.Main.main(Main.java:34)
}
