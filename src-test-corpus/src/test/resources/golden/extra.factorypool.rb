main entry
counter java.util.concurrent.ExecutorService@Main.java:42.workers cap 2 init 2
counter jvm.keptAlive cap 1 init 0

proc corpus.extra.factorypool.Main.<clinit> {
  s1: write corpus.extra.factorypool.Main.WORKERS // at corpus.extra.factorypool.Main.<clinit>(Main.java:30)
}

proc corpus.extra.factorypool.Main.lambda$main$0 {
  s0: call corpus.extra.factorypool.Main.square // at corpus.extra.factorypool.Main.lambda$main$0(Main.java:43)
}

proc corpus.extra.factorypool.Main.lambda$main$1 {
  s0: call corpus.extra.factorypool.Main.square // at corpus.extra.factorypool.Main.lambda$main$1(Main.java:44)
}

proc corpus.extra.factorypool.Main.main {
  s1: read corpus.extra.factorypool.Main.WORKERS // at corpus.extra.factorypool.Main.main(Main.java:42)
  s4: fork thread:java.lang.Thread@Main.java:43 java.lang.Thread@Main.java:43 // at corpus.extra.factorypool.Main.main(Main.java:43)
  s6: fork thread:java.lang.Thread@Main.java:44 java.lang.Thread@Main.java:44 // at corpus.extra.factorypool.Main.main(Main.java:44)
  s7: read java.lang.System.out          // at corpus.extra.factorypool.Main.main(Main.java:45)
  s8: join java.lang.Thread@Main.java:43 // at corpus.extra.factorypool.Main.main(Main.java:45)
  s11: join java.lang.Thread@Main.java:44 // at corpus.extra.factorypool.Main.main(Main.java:45)
}

proc corpus.extra.factorypool.Main.square {
}

proc entry {
  init0: call corpus.extra.factorypool.Main.<clinit> // at corpus.extra.factorypool.Main.main(Main.java:42)
  main: call corpus.extra.factorypool.Main.main // at corpus.extra.factorypool.Main.main(Main.java:42)
}

proc thread:java.lang.Thread@Main.java:43 {
  t1: tryup jvm.keptAlive 1 else t0      // at corpus.extra.factorypool.Main.main(Main.java:43)
  t0: skip                               // at corpus.extra.factorypool.Main.main(Main.java:43)
  w0: down java.util.concurrent.ExecutorService@Main.java:42.workers 1 // at corpus.extra.factorypool.Main.main(Main.java:43)
  c0: call corpus.extra.factorypool.Main.lambda$main$0 // at corpus.extra.factorypool.Main.main(Main.java:43)
  u0: up java.util.concurrent.ExecutorService@Main.java:42.workers 1 // at corpus.extra.factorypool.Main.main(Main.java:43)
}

proc thread:java.lang.Thread@Main.java:44 {
  t1: tryup jvm.keptAlive 1 else t0      // at corpus.extra.factorypool.Main.main(Main.java:44)
  t0: skip                               // at corpus.extra.factorypool.Main.main(Main.java:44)
  w0: down java.util.concurrent.ExecutorService@Main.java:42.workers 1 // at corpus.extra.factorypool.Main.main(Main.java:44)
  c0: call corpus.extra.factorypool.Main.lambda$main$1 // at corpus.extra.factorypool.Main.main(Main.java:44)
  u0: up java.util.concurrent.ExecutorService@Main.java:42.workers 1 // at corpus.extra.factorypool.Main.main(Main.java:44)
}
