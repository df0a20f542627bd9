main corpus.juc.cancel.fixed.Main.main
counter java.lang.Thread@Main.java:22.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:20.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:20 cap 1 init 0

proc corpus.juc.cancel.fixed.Main.lambda$main$0[corpus.juc.cancel.fixed.Main.main:22#5] {
  s1_1: interruptible raise checked      // at corpus.juc.cancel.fixed.Main.lambda$main$0(Main.java:23)
  s1: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.juc.cancel.fixed.Main.lambda$main$0(Main.java:23)
  s1_2: goto exit                        // at corpus.juc.cancel.fixed.Main.lambda$main$0(Main.java:23)
  raise: raise                           // at corpus.juc.cancel.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.juc.cancel.fixed.Main.main {
  s5: fork thread:java.lang.Thread@Main.java:22 java.lang.Thread@Main.java:22 // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  s6: tryup java.lang.Thread@Main.java:22.done 1 else s6_1 // at corpus.juc.cancel.fixed.Main.main(Main.java:26)
  s6_2: interrupt java.lang.Thread@Main.java:22 // at corpus.juc.cancel.fixed.Main.main(Main.java:26)
  s6_1: skip                             // at corpus.juc.cancel.fixed.Main.main(Main.java:26)
  s7_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:20 1 else s7 // at corpus.juc.cancel.fixed.Main.main(Main.java:27)
  s7: skip                               // at corpus.juc.cancel.fixed.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:22 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 1 else t0 // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  t0: skip                               // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  w0: down java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  t3: trydown java.lang.Thread@Main.java:22.done 1 else t2 // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  t4: tryup java.lang.Thread@Main.java:22.done 1 else u0 // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  t5: goto u0                            // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  t2: skip                               // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  c0: call corpus.juc.cancel.fixed.Main.lambda$main$0[corpus.juc.cancel.fixed.Main.main:22#5] // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  t6: tryup java.lang.Thread@Main.java:22.done 1 else t7 // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  t7: skip                               // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
  u0: up java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.juc.cancel.fixed.Main.main(Main.java:22)
}
