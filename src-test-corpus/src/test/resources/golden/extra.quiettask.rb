main corpus.extra.quiettask.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:33.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:33 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:33 cap 1 init 0

proc corpus.extra.quiettask.Main.lambda$main$0[corpus.extra.quiettask.Main.main:25#8] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 // at corpus.extra.quiettask.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.quiettask.Main.lambda$main$1 {
}

proc corpus.extra.quiettask.Main.main {
  s8: fork corpus.extra.quiettask.Main.lambda$main$0[corpus.extra.quiettask.Main.main:25#8] java.lang.Thread@Main.java:25 // at corpus.extra.quiettask.Main.main(Main.java:32)
  s12: fork thread:java.lang.Thread@Main.java:35 java.lang.Thread@Main.java:35 // at corpus.extra.quiettask.Main.main(Main.java:35)
  s13: join java.lang.Thread@Main.java:35 // at corpus.extra.quiettask.Main.main(Main.java:37)
  s14: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else s14_1 // at corpus.extra.quiettask.Main.main(Main.java:38)
  s14_1: skip                            // at corpus.extra.quiettask.Main.main(Main.java:38)
  s18_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:33 1 else s18 // at corpus.extra.quiettask.Main.main(Main.java:42)
  s18: skip                              // at corpus.extra.quiettask.Main.main(Main.java:42)
  s19: join java.lang.Thread@Main.java:25 // at corpus.extra.quiettask.Main.main(Main.java:43)
}

proc thread:java.lang.Thread@Main.java:35 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:33 1 else t0 // at corpus.extra.quiettask.Main.main(Main.java:35)
  t0: skip                               // at corpus.extra.quiettask.Main.main(Main.java:35)
  w0: down java.util.concurrent.ExecutorService@Main.java:33.workers 1 // at corpus.extra.quiettask.Main.main(Main.java:35)
  c0: call corpus.extra.quiettask.Main.lambda$main$1 // at corpus.extra.quiettask.Main.main(Main.java:35)
  u0: up java.util.concurrent.ExecutorService@Main.java:33.workers 1 // at corpus.extra.quiettask.Main.main(Main.java:35)
}
