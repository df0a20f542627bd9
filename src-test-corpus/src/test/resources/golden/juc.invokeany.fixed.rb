main corpus.juc.invokeany.fixed.Main.main
counter java.lang.Thread@Main.java:28.allFailed cap 1 init 0
counter java.lang.Thread@Main.java:28.failed cap 2 init 0
counter java.lang.Thread@Main.java:28.won cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:21.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0

proc corpus.juc.invokeany.fixed.Main.lambda$main$0 {
}

proc corpus.juc.invokeany.fixed.Main.lambda$main$1[corpus.juc.invokeany.fixed.Main.main:28#10] {
  s1_1: interruptible raise checked      // at corpus.juc.invokeany.fixed.Main.lambda$main$1(Main.java:25)
  s1: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.juc.invokeany.fixed.Main.lambda$main$1(Main.java:25)
  s1_2: goto exit                        // at corpus.juc.invokeany.fixed.Main.lambda$main$1(Main.java:25)
  raise: raise                           // at corpus.juc.invokeany.fixed.Main.lambda$main$1(Main.java:25)
}

proc corpus.juc.invokeany.fixed.Main.main {
  s7: read java.lang.System.out          // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s10: fork thread:java.lang.Thread@Main.java:28/task1 java.lang.Thread@Main.java:28/task1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s10_1: fork thread:java.lang.Thread@Main.java:28/task2 java.lang.Thread@Main.java:28/task2 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s10_2: until java.lang.Thread@Main.java:28.won >= 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s10_4: trydown java.lang.Thread@Main.java:28.allFailed 1 else s10_3 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s10_5: goto raise                      // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s10_3: skip                            // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s10_6: interrupt java.lang.Thread@Main.java:28/task1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s10_7: interrupt java.lang.Thread@Main.java:28/task2 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s13_1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:29)
  s13_1: skip                            // at corpus.juc.invokeany.fixed.Main.main(Main.java:29)
  s14_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 1 else s14 // at corpus.juc.invokeany.fixed.Main.main(Main.java:30)
  s14: skip                              // at corpus.juc.invokeany.fixed.Main.main(Main.java:30)
  s14_2: goto exit                       // at corpus.juc.invokeany.fixed.Main.main(Main.java:30)
  raise: raise                           // at corpus.juc.invokeany.fixed.Main.main(Main.java:21)
}

proc thread:java.lang.Thread@Main.java:28/task1 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 1 else t0 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t0: skip                               // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  w0: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  c0: call corpus.juc.invokeany.fixed.Main.lambda$main$0 else f0 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t3: tryup java.lang.Thread@Main.java:28.won 1 else t2 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t4: goto t2                            // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  f0: up java.lang.Thread@Main.java:28.failed 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t5: trydown java.lang.Thread@Main.java:28.failed 2 else t2 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t6: up java.lang.Thread@Main.java:28.allFailed 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t7: tryup java.lang.Thread@Main.java:28.won 1 else t2 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t2: skip                               // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  u0: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
}

proc thread:java.lang.Thread@Main.java:28/task2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 1 else t0 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t0: skip                               // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  w0: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  c0: call corpus.juc.invokeany.fixed.Main.lambda$main$1[corpus.juc.invokeany.fixed.Main.main:28#10] else f0 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t3: tryup java.lang.Thread@Main.java:28.won 1 else t2 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t4: goto t2                            // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  f0: up java.lang.Thread@Main.java:28.failed 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t5: trydown java.lang.Thread@Main.java:28.failed 2 else t2 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t6: up java.lang.Thread@Main.java:28.allFailed 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t7: tryup java.lang.Thread@Main.java:28.won 1 else t2 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  t2: skip                               // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
  u0: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.invokeany.fixed.Main.main(Main.java:28)
}
