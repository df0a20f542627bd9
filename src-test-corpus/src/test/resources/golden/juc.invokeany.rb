main corpus.juc.invokeany.Main.main
counter java.lang.Thread@Main.java:31.allFailed cap 1 init 0
counter java.lang.Thread@Main.java:31.failed cap 2 init 0
counter java.lang.Thread@Main.java:31.won cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:22.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0

proc corpus.juc.invokeany.Main.lambda$main$0[corpus.juc.invokeany.Main.main:31#10] {
  raise: raise                           // at corpus.juc.invokeany.Main.lambda$main$0(Main.java:25)
}

proc corpus.juc.invokeany.Main.lambda$main$1[corpus.juc.invokeany.Main.main:31#10] {
  s1_1: interruptible raise checked      // at corpus.juc.invokeany.Main.lambda$main$1(Main.java:28)
  s1: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.juc.invokeany.Main.lambda$main$1(Main.java:28)
  s1_2: goto exit                        // at corpus.juc.invokeany.Main.lambda$main$1(Main.java:28)
  raise: raise                           // at corpus.juc.invokeany.Main.lambda$main$1(Main.java:28)
}

proc corpus.juc.invokeany.Main.main {
  s7: read java.lang.System.out          // at corpus.juc.invokeany.Main.main(Main.java:31)
  s10: fork thread:java.lang.Thread@Main.java:31/task1 java.lang.Thread@Main.java:31/task1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  s10_1: fork thread:java.lang.Thread@Main.java:31/task2 java.lang.Thread@Main.java:31/task2 // at corpus.juc.invokeany.Main.main(Main.java:31)
  s10_2: until java.lang.Thread@Main.java:31.won >= 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  s10_4: trydown java.lang.Thread@Main.java:31.allFailed 1 else s10_3 // at corpus.juc.invokeany.Main.main(Main.java:31)
  s10_5: goto raise                      // at corpus.juc.invokeany.Main.main(Main.java:31)
  s10_3: skip                            // at corpus.juc.invokeany.Main.main(Main.java:31)
  s10_6: interrupt java.lang.Thread@Main.java:31/task1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  s10_7: interrupt java.lang.Thread@Main.java:31/task2 // at corpus.juc.invokeany.Main.main(Main.java:31)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s13_1 // at corpus.juc.invokeany.Main.main(Main.java:32)
  s13_1: skip                            // at corpus.juc.invokeany.Main.main(Main.java:32)
  s14_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:22 1 else s14 // at corpus.juc.invokeany.Main.main(Main.java:33)
  s14: skip                              // at corpus.juc.invokeany.Main.main(Main.java:33)
  s14_2: goto exit                       // at corpus.juc.invokeany.Main.main(Main.java:33)
  raise: raise                           // at corpus.juc.invokeany.Main.main(Main.java:22)
}

proc thread:java.lang.Thread@Main.java:31/task1 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 1 else t0 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t0: skip                               // at corpus.juc.invokeany.Main.main(Main.java:31)
  w0: down java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  c0: call corpus.juc.invokeany.Main.lambda$main$0[corpus.juc.invokeany.Main.main:31#10] else f0 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t3: tryup java.lang.Thread@Main.java:31.won 1 else t2 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t4: goto t2                            // at corpus.juc.invokeany.Main.main(Main.java:31)
  f0: up java.lang.Thread@Main.java:31.failed 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t5: trydown java.lang.Thread@Main.java:31.failed 2 else t2 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t6: up java.lang.Thread@Main.java:31.allFailed 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t7: tryup java.lang.Thread@Main.java:31.won 1 else t2 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t2: skip                               // at corpus.juc.invokeany.Main.main(Main.java:31)
  u0: up java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
}

proc thread:java.lang.Thread@Main.java:31/task2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 1 else t0 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t0: skip                               // at corpus.juc.invokeany.Main.main(Main.java:31)
  w0: down java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  c0: call corpus.juc.invokeany.Main.lambda$main$1[corpus.juc.invokeany.Main.main:31#10] else f0 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t3: tryup java.lang.Thread@Main.java:31.won 1 else t2 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t4: goto t2                            // at corpus.juc.invokeany.Main.main(Main.java:31)
  f0: up java.lang.Thread@Main.java:31.failed 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t5: trydown java.lang.Thread@Main.java:31.failed 2 else t2 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t6: up java.lang.Thread@Main.java:31.allFailed 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t7: tryup java.lang.Thread@Main.java:31.won 1 else t2 // at corpus.juc.invokeany.Main.main(Main.java:31)
  t2: skip                               // at corpus.juc.invokeany.Main.main(Main.java:31)
  u0: up java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.juc.invokeany.Main.main(Main.java:31)
}
