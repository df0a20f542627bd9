main corpus.extra.invokeallget.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:25.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:25 cap 1 init 0

proc corpus.extra.invokeallget.Main.lambda$main$0[corpus.extra.invokeallget.Main.main:32#16] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 // at corpus.extra.invokeallget.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.invokeallget.Main.lambda$main$1 {
}

proc corpus.extra.invokeallget.Main.main {
  s16: fork thread:java.lang.Thread@Main.java:32/task1 java.lang.Thread@Main.java:32/task1 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  s16_1: fork thread:java.lang.Thread@Main.java:32/task2 java.lang.Thread@Main.java:32/task2 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  s16_2: join java.lang.Thread@Main.java:32/task1 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  s16_3: join java.lang.Thread@Main.java:32/task2 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  s17: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else s17_1 // at corpus.extra.invokeallget.Main.main(Main.java:33)
  s17_1: skip                            // at corpus.extra.invokeallget.Main.main(Main.java:33)
  s21: jump s24 s29                      // at corpus.extra.invokeallget.Main.main(Main.java:35)
  s24: join java.lang.Thread@Main.java:32/task1 // at corpus.extra.invokeallget.Main.main(Main.java:36)
  s24_1: join java.lang.Thread@Main.java:32/task2 // at corpus.extra.invokeallget.Main.main(Main.java:36)
  s24_2: goto s21                        // at corpus.extra.invokeallget.Main.main(Main.java:36)
  s29: read java.lang.System.out         // at corpus.extra.invokeallget.Main.main(Main.java:38)
  s31_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:25 1 else s31 // at corpus.extra.invokeallget.Main.main(Main.java:39)
  s31: skip                              // at corpus.extra.invokeallget.Main.main(Main.java:39)
}

proc thread:java.lang.Thread@Main.java:32/task1 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 1 else t0 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  t0: skip                               // at corpus.extra.invokeallget.Main.main(Main.java:32)
  w0: down java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  c0: call corpus.extra.invokeallget.Main.lambda$main$0[corpus.extra.invokeallget.Main.main:32#16] // at corpus.extra.invokeallget.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.invokeallget.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:32/task2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:25 1 else t0 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  t0: skip                               // at corpus.extra.invokeallget.Main.main(Main.java:32)
  w0: down java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  c0: call corpus.extra.invokeallget.Main.lambda$main$1 // at corpus.extra.invokeallget.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:25.workers 1 // at corpus.extra.invokeallget.Main.main(Main.java:32)
}
