main entry
counter java.util.concurrent.ExecutorService@Main.java:30.workers cap 2 init 2

proc corpus.extra.factorypool.fixed.Main.<clinit> {
  s1: write corpus.extra.factorypool.fixed.Main.WORKERS // at corpus.extra.factorypool.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.factorypool.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.factorypool.fixed.Main.square // at corpus.extra.factorypool.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.factorypool.fixed.Main.lambda$main$1 {
  s0: call corpus.extra.factorypool.fixed.Main.square // at corpus.extra.factorypool.fixed.Main.lambda$main$1(Main.java:32)
}

proc corpus.extra.factorypool.fixed.Main.main {
  s1: read corpus.extra.factorypool.fixed.Main.WORKERS // at corpus.extra.factorypool.fixed.Main.main(Main.java:30)
  s4: fork thread:java.lang.Thread@Main.java:31 java.lang.Thread@Main.java:31 // at corpus.extra.factorypool.fixed.Main.main(Main.java:31)
  s6: fork thread:java.lang.Thread@Main.java:32 java.lang.Thread@Main.java:32 // at corpus.extra.factorypool.fixed.Main.main(Main.java:32)
  s7: read java.lang.System.out          // at corpus.extra.factorypool.fixed.Main.main(Main.java:33)
  s8: join java.lang.Thread@Main.java:31 // at corpus.extra.factorypool.fixed.Main.main(Main.java:33)
  s11: join java.lang.Thread@Main.java:32 // at corpus.extra.factorypool.fixed.Main.main(Main.java:33)
}

proc corpus.extra.factorypool.fixed.Main.square {
}

proc entry {
  init0: call corpus.extra.factorypool.fixed.Main.<clinit> // at corpus.extra.factorypool.fixed.Main.main(Main.java:30)
  main: call corpus.extra.factorypool.fixed.Main.main // at corpus.extra.factorypool.fixed.Main.main(Main.java:30)
}

proc thread:java.lang.Thread@Main.java:31 {
  w0: down java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.extra.factorypool.fixed.Main.main(Main.java:31)
  c0: call corpus.extra.factorypool.fixed.Main.lambda$main$0 // at corpus.extra.factorypool.fixed.Main.main(Main.java:31)
  u0: up java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.extra.factorypool.fixed.Main.main(Main.java:31)
}

proc thread:java.lang.Thread@Main.java:32 {
  w0: down java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.extra.factorypool.fixed.Main.main(Main.java:32)
  c0: call corpus.extra.factorypool.fixed.Main.lambda$main$1 // at corpus.extra.factorypool.fixed.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.extra.factorypool.fixed.Main.main(Main.java:32)
}
