main corpus.extra.idlepool.Main.main
counter java.util.concurrent.ExecutorService@Main.java:28.workers cap 2 init 2
counter jvm.keptAlive cap 1 init 0

proc corpus.extra.idlepool.Main.lambda$main$0 {
  s0: call corpus.extra.idlepool.Main.square // at corpus.extra.idlepool.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.idlepool.Main.lambda$main$1 {
  s0: call corpus.extra.idlepool.Main.square // at corpus.extra.idlepool.Main.lambda$main$1(Main.java:30)
}

proc corpus.extra.idlepool.Main.main {
  s3: fork thread:java.lang.Thread@Main.java:29 java.lang.Thread@Main.java:29 // at corpus.extra.idlepool.Main.main(Main.java:29)
  s5: fork thread:java.lang.Thread@Main.java:30 java.lang.Thread@Main.java:30 // at corpus.extra.idlepool.Main.main(Main.java:30)
  s6: read java.lang.System.out          // at corpus.extra.idlepool.Main.main(Main.java:31)
  s7: join java.lang.Thread@Main.java:29 // at corpus.extra.idlepool.Main.main(Main.java:31)
  s10: join java.lang.Thread@Main.java:30 // at corpus.extra.idlepool.Main.main(Main.java:31)
}

proc corpus.extra.idlepool.Main.square {
}

proc thread:java.lang.Thread@Main.java:29 {
  t1: tryup jvm.keptAlive 1 else t0      // at corpus.extra.idlepool.Main.main(Main.java:29)
  t0: skip                               // at corpus.extra.idlepool.Main.main(Main.java:29)
  w0: down java.util.concurrent.ExecutorService@Main.java:28.workers 1 // at corpus.extra.idlepool.Main.main(Main.java:29)
  c0: call corpus.extra.idlepool.Main.lambda$main$0 // at corpus.extra.idlepool.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:28.workers 1 // at corpus.extra.idlepool.Main.main(Main.java:29)
}

proc thread:java.lang.Thread@Main.java:30 {
  t1: tryup jvm.keptAlive 1 else t0      // at corpus.extra.idlepool.Main.main(Main.java:30)
  t0: skip                               // at corpus.extra.idlepool.Main.main(Main.java:30)
  w0: down java.util.concurrent.ExecutorService@Main.java:28.workers 1 // at corpus.extra.idlepool.Main.main(Main.java:30)
  c0: call corpus.extra.idlepool.Main.lambda$main$1 // at corpus.extra.idlepool.Main.main(Main.java:30)
  u0: up java.util.concurrent.ExecutorService@Main.java:28.workers 1 // at corpus.extra.idlepool.Main.main(Main.java:30)
}
