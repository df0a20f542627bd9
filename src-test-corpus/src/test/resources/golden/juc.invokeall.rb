main entry
counter java.util.concurrent.ExecutorService@Main.java:19.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:19 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:19 cap 1 init 0

proc corpus.juc.invokeall.Main.<clinit> {
  s1: write corpus.juc.invokeall.Main.pool // at corpus.juc.invokeall.Main.<clinit>(Main.java:19)
}

proc corpus.juc.invokeall.Main.batch[corpus.juc.invokeall.Main.main:27#3] {
  s1: read corpus.juc.invokeall.Main.pool // at corpus.juc.invokeall.Main.batch(Main.java:23)
  s4: fork thread:java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:27#3]/task1 java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:27#3]/task1 // at corpus.juc.invokeall.Main.batch(Main.java:23)
  s4_1: join java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:27#3]/task1 // at corpus.juc.invokeall.Main.batch(Main.java:23)
}

proc corpus.juc.invokeall.Main.batch[corpus.juc.invokeall.Main.main:28#6] {
  s1: read corpus.juc.invokeall.Main.pool // at corpus.juc.invokeall.Main.batch(Main.java:23)
  s4: fork thread:java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:27#3]/task1 java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:28#6]/task1 // at corpus.juc.invokeall.Main.batch(Main.java:23)
  s4_1: join java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:28#6]/task1 // at corpus.juc.invokeall.Main.batch(Main.java:23)
}

proc corpus.juc.invokeall.Main.lambda$batch$0 {
}

proc corpus.juc.invokeall.Main.main {
  s1: read corpus.juc.invokeall.Main.pool // at corpus.juc.invokeall.Main.main(Main.java:27)
  s3: fork thread:java.lang.Thread@Main.java:27 java.lang.Thread@Main.java:27 // at corpus.juc.invokeall.Main.main(Main.java:27)
  s4: read corpus.juc.invokeall.Main.pool // at corpus.juc.invokeall.Main.main(Main.java:28)
  s6: fork thread:java.lang.Thread@Main.java:28 java.lang.Thread@Main.java:28 // at corpus.juc.invokeall.Main.main(Main.java:28)
  s7: read corpus.juc.invokeall.Main.pool // at corpus.juc.invokeall.Main.main(Main.java:29)
  s8_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:19 1 else s8 // at corpus.juc.invokeall.Main.main(Main.java:29)
  s8: skip                               // at corpus.juc.invokeall.Main.main(Main.java:29)
  s9: read corpus.juc.invokeall.Main.pool // at corpus.juc.invokeall.Main.main(Main.java:30)
  s10_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:19 1 else s10 // at corpus.juc.invokeall.Main.main(Main.java:30)
  s10: skip                              // at corpus.juc.invokeall.Main.main(Main.java:30)
  s10_2: join java.lang.Thread@Main.java:27 // at corpus.juc.invokeall.Main.main(Main.java:30)
  s10_3: join java.lang.Thread@Main.java:28 // at corpus.juc.invokeall.Main.main(Main.java:30)
  s10_4: join java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:27#3]/task1 // at corpus.juc.invokeall.Main.main(Main.java:30)
  s10_5: join java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:28#6]/task1 // at corpus.juc.invokeall.Main.main(Main.java:30)
}

proc entry {
  init0: call corpus.juc.invokeall.Main.<clinit> // at corpus.juc.invokeall.Main.main(Main.java:27)
  main: call corpus.juc.invokeall.Main.main // at corpus.juc.invokeall.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:23[corpus.juc.invokeall.Main.main:27#3]/task1 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:19 1 else t0 // at corpus.juc.invokeall.Main.batch(Main.java:23)
  t0: skip                               // at corpus.juc.invokeall.Main.batch(Main.java:23)
  w0: down java.util.concurrent.ExecutorService@Main.java:19.workers 1 // at corpus.juc.invokeall.Main.batch(Main.java:23)
  c0: call corpus.juc.invokeall.Main.lambda$batch$0 // at corpus.juc.invokeall.Main.batch(Main.java:23)
  u0: up java.util.concurrent.ExecutorService@Main.java:19.workers 1 // at corpus.juc.invokeall.Main.batch(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:27 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:19 1 else t0 // at corpus.juc.invokeall.Main.main(Main.java:27)
  t0: skip                               // at corpus.juc.invokeall.Main.main(Main.java:27)
  w0: down java.util.concurrent.ExecutorService@Main.java:19.workers 1 // at corpus.juc.invokeall.Main.main(Main.java:27)
  c0: call corpus.juc.invokeall.Main.batch[corpus.juc.invokeall.Main.main:27#3] // at corpus.juc.invokeall.Main.main(Main.java:27)
  u0: up java.util.concurrent.ExecutorService@Main.java:19.workers 1 // at corpus.juc.invokeall.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:28 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:19 1 else t0 // at corpus.juc.invokeall.Main.main(Main.java:28)
  t0: skip                               // at corpus.juc.invokeall.Main.main(Main.java:28)
  w0: down java.util.concurrent.ExecutorService@Main.java:19.workers 1 // at corpus.juc.invokeall.Main.main(Main.java:28)
  c0: call corpus.juc.invokeall.Main.batch[corpus.juc.invokeall.Main.main:28#6] // at corpus.juc.invokeall.Main.main(Main.java:28)
  u0: up java.util.concurrent.ExecutorService@Main.java:19.workers 1 // at corpus.juc.invokeall.Main.main(Main.java:28)
}
