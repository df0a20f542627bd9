main corpus.extra.quiettask.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:31.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:31 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:31 cap 1 init 0

proc corpus.extra.quiettask.fixed.Main.lambda$main$0[corpus.extra.quiettask.fixed.Main.main:23#8] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.quiettask.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.quiettask.fixed.Main.lambda$main$1 {
}

proc corpus.extra.quiettask.fixed.Main.main {
  s8: fork corpus.extra.quiettask.fixed.Main.lambda$main$0[corpus.extra.quiettask.fixed.Main.main:23#8] java.lang.Thread@Main.java:23 // at corpus.extra.quiettask.fixed.Main.main(Main.java:30)
  s12: fork thread:java.lang.Thread@Main.java:33 java.lang.Thread@Main.java:33 // at corpus.extra.quiettask.fixed.Main.main(Main.java:33)
  s13: join java.lang.Thread@Main.java:33 // at corpus.extra.quiettask.fixed.Main.main(Main.java:35)
  s14: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s14_1 // at corpus.extra.quiettask.fixed.Main.main(Main.java:36)
  s14_1: skip                            // at corpus.extra.quiettask.fixed.Main.main(Main.java:36)
  s18_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:31 1 else s18 // at corpus.extra.quiettask.fixed.Main.main(Main.java:40)
  s18: skip                              // at corpus.extra.quiettask.fixed.Main.main(Main.java:40)
  s19: join java.lang.Thread@Main.java:23 // at corpus.extra.quiettask.fixed.Main.main(Main.java:41)
}

proc thread:java.lang.Thread@Main.java:33 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:31 1 else t0 // at corpus.extra.quiettask.fixed.Main.main(Main.java:33)
  t0: skip                               // at corpus.extra.quiettask.fixed.Main.main(Main.java:33)
  w0: down java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.quiettask.fixed.Main.main(Main.java:33)
  c0: call corpus.extra.quiettask.fixed.Main.lambda$main$1 // at corpus.extra.quiettask.fixed.Main.main(Main.java:33)
  u0: up java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.quiettask.fixed.Main.main(Main.java:33)
}
