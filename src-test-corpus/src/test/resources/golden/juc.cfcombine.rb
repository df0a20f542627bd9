main corpus.juc.cfcombine.Main.main
counter java.util.concurrent.CompletableFuture@Main.java:22.done cap 1 init 0
counter java.util.concurrent.ExecutorService@Main.java:21.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0

proc corpus.juc.cfcombine.Main.lambda$main$0 {
}

proc corpus.juc.cfcombine.Main.lambda$main$1[corpus.juc.cfcombine.Main.main:24#12] {
}

proc corpus.juc.cfcombine.Main.lambda$main$2[corpus.juc.cfcombine.Main.main:25#18] {
  s2: read java.lang.System.out          // at corpus.juc.cfcombine.Main.lambda$main$2(Main.java:26)
  s3: join java.lang.Thread@Main.java:24 // at corpus.juc.cfcombine.Main.lambda$main$2(Main.java:26)
  s8: tryup java.util.concurrent.CompletableFuture@Main.java:22.done 1 else s8_1 // at corpus.juc.cfcombine.Main.lambda$main$2(Main.java:27)
  s8_1: skip                             // at corpus.juc.cfcombine.Main.lambda$main$2(Main.java:27)
}

proc corpus.juc.cfcombine.Main.main {
  s8: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.juc.cfcombine.Main.main(Main.java:23)
  s12: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.juc.cfcombine.Main.main(Main.java:24)
  s18: fork corpus.juc.cfcombine.Main.lambda$main$2[corpus.juc.cfcombine.Main.main:25#18] java.lang.Thread@Main.java:25 // at corpus.juc.cfcombine.Main.main(Main.java:29)
  s19: join java.lang.Thread@Main.java:25 // at corpus.juc.cfcombine.Main.main(Main.java:30)
  s21_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 1 else s21 // at corpus.juc.cfcombine.Main.main(Main.java:31)
  s21: skip                              // at corpus.juc.cfcombine.Main.main(Main.java:31)
}

proc thread:java.lang.Thread@Main.java:23 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 1 else t0 // at corpus.juc.cfcombine.Main.main(Main.java:23)
  t0: skip                               // at corpus.juc.cfcombine.Main.main(Main.java:23)
  w0: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.cfcombine.Main.main(Main.java:23)
  c0: call corpus.juc.cfcombine.Main.lambda$main$0 // at corpus.juc.cfcombine.Main.main(Main.java:23)
  u0: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.cfcombine.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:24 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 1 else t0 // at corpus.juc.cfcombine.Main.main(Main.java:24)
  t0: skip                               // at corpus.juc.cfcombine.Main.main(Main.java:24)
  t2: until java.util.concurrent.CompletableFuture@Main.java:22.done >= 1 // at corpus.juc.cfcombine.Main.main(Main.java:24)
  t3: join java.lang.Thread@Main.java:23 // at corpus.juc.cfcombine.Main.main(Main.java:24)
  w0: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.cfcombine.Main.main(Main.java:24)
  c0: call corpus.juc.cfcombine.Main.lambda$main$1[corpus.juc.cfcombine.Main.main:24#12] // at corpus.juc.cfcombine.Main.main(Main.java:24)
  u0: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.juc.cfcombine.Main.main(Main.java:24)
}
