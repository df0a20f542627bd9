main corpus.juc.cfchain.fixed.Main.main
counter java.util.concurrent.ExecutorService@Main.java:24.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:24 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:24 cap 1 init 0

proc corpus.juc.cfchain.fixed.Main.countWords[corpus.juc.cfchain.fixed.Main.main:26#7] {
}

proc corpus.juc.cfchain.fixed.Main.fetch {
}

proc corpus.juc.cfchain.fixed.Main.lambda$main$0[corpus.juc.cfchain.fixed.Main.main:27#10] {
}

proc corpus.juc.cfchain.fixed.Main.main {
  s4: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.juc.cfchain.fixed.Main.main(Main.java:25)
  s7: fork thread:java.lang.Thread@Main.java:26 java.lang.Thread@Main.java:26 // at corpus.juc.cfchain.fixed.Main.main(Main.java:26)
  s10: fork thread:java.lang.Thread@Main.java:27 java.lang.Thread@Main.java:27 // at corpus.juc.cfchain.fixed.Main.main(Main.java:27)
  s11: read java.lang.System.out         // at corpus.juc.cfchain.fixed.Main.main(Main.java:28)
  s12: join java.lang.Thread@Main.java:27 // at corpus.juc.cfchain.fixed.Main.main(Main.java:28)
  s16_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:24 1 else s16 // at corpus.juc.cfchain.fixed.Main.main(Main.java:29)
  s16: skip                              // at corpus.juc.cfchain.fixed.Main.main(Main.java:29)
}

proc thread:java.lang.Thread@Main.java:25 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:24 1 else t0 // at corpus.juc.cfchain.fixed.Main.main(Main.java:25)
  t0: skip                               // at corpus.juc.cfchain.fixed.Main.main(Main.java:25)
  w0: down java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.juc.cfchain.fixed.Main.main(Main.java:25)
  c0: call corpus.juc.cfchain.fixed.Main.fetch // at corpus.juc.cfchain.fixed.Main.main(Main.java:25)
  u0: up java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.juc.cfchain.fixed.Main.main(Main.java:25)
}

proc thread:java.lang.Thread@Main.java:26 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:24 1 else t0 // at corpus.juc.cfchain.fixed.Main.main(Main.java:26)
  t0: skip                               // at corpus.juc.cfchain.fixed.Main.main(Main.java:26)
  t2: join java.lang.Thread@Main.java:25 // at corpus.juc.cfchain.fixed.Main.main(Main.java:26)
  w0: down java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.juc.cfchain.fixed.Main.main(Main.java:26)
  c0: call corpus.juc.cfchain.fixed.Main.countWords[corpus.juc.cfchain.fixed.Main.main:26#7] // at corpus.juc.cfchain.fixed.Main.main(Main.java:26)
  u0: up java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.juc.cfchain.fixed.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:27 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:24 1 else t0 // at corpus.juc.cfchain.fixed.Main.main(Main.java:27)
  t0: skip                               // at corpus.juc.cfchain.fixed.Main.main(Main.java:27)
  t2: join java.lang.Thread@Main.java:26 // at corpus.juc.cfchain.fixed.Main.main(Main.java:27)
  w0: down java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.juc.cfchain.fixed.Main.main(Main.java:27)
  c0: call corpus.juc.cfchain.fixed.Main.lambda$main$0[corpus.juc.cfchain.fixed.Main.main:27#10] // at corpus.juc.cfchain.fixed.Main.main(Main.java:27)
  u0: up java.util.concurrent.ExecutorService@Main.java:24.workers 1 // at corpus.juc.cfchain.fixed.Main.main(Main.java:27)
}
