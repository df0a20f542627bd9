main entry
counter java.util.concurrent.ExecutorService@Main.java:15.workers cap 2 init 2
counter java.util.concurrent.ExecutorService@Main.java:16.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:15 cap 1 init 0
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:16 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:15 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:16 cap 1 init 0

proc corpus.juc.invokeall.fixed.Main.<clinit> {
  s1: write corpus.juc.invokeall.fixed.Main.pool // at corpus.juc.invokeall.fixed.Main.<clinit>(Main.java:15)
  s3: write corpus.juc.invokeall.fixed.Main.parts // at corpus.juc.invokeall.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.juc.invokeall.fixed.Main.batch[corpus.juc.invokeall.fixed.Main.main:24#3] {
  s1: read corpus.juc.invokeall.fixed.Main.parts // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
  s4: fork thread:java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:24#3]/task1 java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:24#3]/task1 // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
  s4_1: join java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:24#3]/task1 // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
}

proc corpus.juc.invokeall.fixed.Main.batch[corpus.juc.invokeall.fixed.Main.main:25#6] {
  s1: read corpus.juc.invokeall.fixed.Main.parts // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
  s4: fork thread:java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:24#3]/task1 java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:25#6]/task1 // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
  s4_1: join java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:25#6]/task1 // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
}

proc corpus.juc.invokeall.fixed.Main.lambda$batch$0 {
}

proc corpus.juc.invokeall.fixed.Main.main {
  s1: read corpus.juc.invokeall.fixed.Main.pool // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
  s3: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
  s4: read corpus.juc.invokeall.fixed.Main.pool // at corpus.juc.invokeall.fixed.Main.main(Main.java:25)
  s6: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.juc.invokeall.fixed.Main.main(Main.java:25)
  s7: read corpus.juc.invokeall.fixed.Main.pool // at corpus.juc.invokeall.fixed.Main.main(Main.java:26)
  s8_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:15 1 else s8 // at corpus.juc.invokeall.fixed.Main.main(Main.java:26)
  s8: skip                               // at corpus.juc.invokeall.fixed.Main.main(Main.java:26)
  s8_2: join java.lang.Thread@Main.java:24 // at corpus.juc.invokeall.fixed.Main.main(Main.java:26)
  s8_3: join java.lang.Thread@Main.java:25 // at corpus.juc.invokeall.fixed.Main.main(Main.java:26)
  s9: read corpus.juc.invokeall.fixed.Main.parts // at corpus.juc.invokeall.fixed.Main.main(Main.java:27)
  s10_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:16 1 else s10 // at corpus.juc.invokeall.fixed.Main.main(Main.java:27)
  s10: skip                              // at corpus.juc.invokeall.fixed.Main.main(Main.java:27)
  s10_2: join java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:24#3]/task1 // at corpus.juc.invokeall.fixed.Main.main(Main.java:27)
  s10_3: join java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:25#6]/task1 // at corpus.juc.invokeall.fixed.Main.main(Main.java:27)
}

proc entry {
  init0: call corpus.juc.invokeall.fixed.Main.<clinit> // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
  main: call corpus.juc.invokeall.fixed.Main.main // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
}

proc thread:java.lang.Thread@Main.java:20[corpus.juc.invokeall.fixed.Main.main:24#3]/task1 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:16 1 else t0 // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
  t0: skip                               // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
  w0: down java.util.concurrent.ExecutorService@Main.java:16.workers 1 // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
  c0: call corpus.juc.invokeall.fixed.Main.lambda$batch$0 // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
  u0: up java.util.concurrent.ExecutorService@Main.java:16.workers 1 // at corpus.juc.invokeall.fixed.Main.batch(Main.java:20)
}

proc thread:java.lang.Thread@Main.java:24 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:15 1 else t0 // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
  t0: skip                               // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
  w0: down java.util.concurrent.ExecutorService@Main.java:15.workers 1 // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
  c0: call corpus.juc.invokeall.fixed.Main.batch[corpus.juc.invokeall.fixed.Main.main:24#3] // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
  u0: up java.util.concurrent.ExecutorService@Main.java:15.workers 1 // at corpus.juc.invokeall.fixed.Main.main(Main.java:24)
}

proc thread:java.lang.Thread@Main.java:25 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:15 1 else t0 // at corpus.juc.invokeall.fixed.Main.main(Main.java:25)
  t0: skip                               // at corpus.juc.invokeall.fixed.Main.main(Main.java:25)
  w0: down java.util.concurrent.ExecutorService@Main.java:15.workers 1 // at corpus.juc.invokeall.fixed.Main.main(Main.java:25)
  c0: call corpus.juc.invokeall.fixed.Main.batch[corpus.juc.invokeall.fixed.Main.main:25#6] // at corpus.juc.invokeall.fixed.Main.main(Main.java:25)
  u0: up java.util.concurrent.ExecutorService@Main.java:15.workers 1 // at corpus.juc.invokeall.fixed.Main.main(Main.java:25)
}
