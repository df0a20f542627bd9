main corpus.juc.cfcombine.fixed.Main.main
counter java.util.concurrent.CompletableFuture@Main.java:17.done cap 1 init 0
counter java.util.concurrent.ExecutorService@Main.java:16.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:16 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:16 cap 1 init 0

proc corpus.juc.cfcombine.fixed.Main.lambda$main$0 {
}

proc corpus.juc.cfcombine.fixed.Main.lambda$main$1[corpus.juc.cfcombine.fixed.Main.main:19#12] {
}

proc corpus.juc.cfcombine.fixed.Main.lambda$main$2[corpus.juc.cfcombine.fixed.Main.main:20#18] {
  s3: tryup java.util.concurrent.CompletableFuture@Main.java:17.done 1 else s3_1 // at corpus.juc.cfcombine.fixed.Main.lambda$main$2(Main.java:21)
  s3_1: skip                             // at corpus.juc.cfcombine.fixed.Main.lambda$main$2(Main.java:21)
  s4: read java.lang.System.out          // at corpus.juc.cfcombine.fixed.Main.lambda$main$2(Main.java:22)
  s5: join java.lang.Thread@Main.java:19 // at corpus.juc.cfcombine.fixed.Main.lambda$main$2(Main.java:22)
}

proc corpus.juc.cfcombine.fixed.Main.main {
  s8: fork thread:java.lang.Thread@Main.java:18 java.lang.Thread@Main.java:18 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:18)
  s12: fork thread:java.lang.Thread@Main.java:19 java.lang.Thread@Main.java:19 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:19)
  s18: fork corpus.juc.cfcombine.fixed.Main.lambda$main$2[corpus.juc.cfcombine.fixed.Main.main:20#18] java.lang.Thread@Main.java:20 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:24)
  s19: join java.lang.Thread@Main.java:20 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:25)
  s21_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:16 1 else s21 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:26)
  s21: skip                              // at corpus.juc.cfcombine.fixed.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:18 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:16 1 else t0 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:18)
  t0: skip                               // at corpus.juc.cfcombine.fixed.Main.main(Main.java:18)
  w0: down java.util.concurrent.ExecutorService@Main.java:16.workers 1 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:18)
  c0: call corpus.juc.cfcombine.fixed.Main.lambda$main$0 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:18)
  u0: up java.util.concurrent.ExecutorService@Main.java:16.workers 1 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:18)
}

proc thread:java.lang.Thread@Main.java:19 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:16 1 else t0 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:19)
  t0: skip                               // at corpus.juc.cfcombine.fixed.Main.main(Main.java:19)
  t2: until java.util.concurrent.CompletableFuture@Main.java:17.done >= 1 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:19)
  t3: join java.lang.Thread@Main.java:18 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:19)
  w0: down java.util.concurrent.ExecutorService@Main.java:16.workers 1 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:19)
  c0: call corpus.juc.cfcombine.fixed.Main.lambda$main$1[corpus.juc.cfcombine.fixed.Main.main:19#12] // at corpus.juc.cfcombine.fixed.Main.main(Main.java:19)
  u0: up java.util.concurrent.ExecutorService@Main.java:16.workers 1 // at corpus.juc.cfcombine.fixed.Main.main(Main.java:19)
}
