main corpus.juc.cancel.Main.main
counter java.lang.Thread@Main.java:23.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:21.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0

proc corpus.juc.cancel.Main.lambda$main$0[corpus.juc.cancel.Main.main:23#5] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.juc.cancel.Main.lambda$main$0(Main.java:24)
}

proc corpus.juc.cancel.Main.main {
  s5: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.juc.cancel.Main.main(Main.java:23)
  s6: tryup java.lang.Thread@Main.java:23.done 1 else s6_1 // at corpus.juc.cancel.Main.main(Main.java:27)
  s6_1: skip                             // at corpus.juc.cancel.Main.main(Main.java:27)
  s7_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 1 else s7 // at corpus.juc.cancel.Main.main(Main.java:28)
  s7: skip                               // at corpus.juc.cancel.Main.main(Main.java:28)
}

proc thread:java.lang.Thread@Main.java:23 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 1 else t0 // at corpus.juc.cancel.Main.main(Main.java:23)
  t0: skip                               // at corpus.juc.cancel.Main.main(Main.java:23)
  w0: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.cancel.Main.main(Main.java:23)
  t3: trydown java.lang.Thread@Main.java:23.done 1 else t2 // at corpus.juc.cancel.Main.main(Main.java:23)
  t4: tryup java.lang.Thread@Main.java:23.done 1 else u0 // at corpus.juc.cancel.Main.main(Main.java:23)
  t5: goto u0                            // at corpus.juc.cancel.Main.main(Main.java:23)
  t2: skip                               // at corpus.juc.cancel.Main.main(Main.java:23)
  c0: call corpus.juc.cancel.Main.lambda$main$0[corpus.juc.cancel.Main.main:23#5] // at corpus.juc.cancel.Main.main(Main.java:23)
  t6: tryup java.lang.Thread@Main.java:23.done 1 else t7 // at corpus.juc.cancel.Main.main(Main.java:23)
  t7: skip                               // at corpus.juc.cancel.Main.main(Main.java:23)
  u0: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.cancel.Main.main(Main.java:23)
}
