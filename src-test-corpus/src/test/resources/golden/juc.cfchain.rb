main corpus.juc.cfchain.Main.main
counter java.util.concurrent.ExecutorService@Main.java:30.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:30 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:30 cap 1 init 0

proc corpus.juc.cfchain.Main.countWords[corpus.juc.cfchain.Main.main:32#7] {
}

proc corpus.juc.cfchain.Main.fetch {
}

proc corpus.juc.cfchain.Main.lambda$main$0[corpus.juc.cfchain.Main.main:34#10] {
  s1: join java.lang.Thread@Main.java:32 // at corpus.juc.cfchain.Main.lambda$main$0(Main.java:34)
}

proc corpus.juc.cfchain.Main.main {
  s4: fork thread:java.lang.Thread@Main.java:31 java.lang.Thread@Main.java:31 // at corpus.juc.cfchain.Main.main(Main.java:31)
  s7: fork thread:java.lang.Thread@Main.java:32 java.lang.Thread@Main.java:32 // at corpus.juc.cfchain.Main.main(Main.java:32)
  s10: fork thread:java.lang.Thread@Main.java:34 java.lang.Thread@Main.java:34 // at corpus.juc.cfchain.Main.main(Main.java:34)
  s11: read java.lang.System.out         // at corpus.juc.cfchain.Main.main(Main.java:35)
  s12: join java.lang.Thread@Main.java:34 // at corpus.juc.cfchain.Main.main(Main.java:35)
  s16_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:30 1 else s16 // at corpus.juc.cfchain.Main.main(Main.java:36)
  s16: skip                              // at corpus.juc.cfchain.Main.main(Main.java:36)
}

proc thread:java.lang.Thread@Main.java:31 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:30 1 else t0 // at corpus.juc.cfchain.Main.main(Main.java:31)
  t0: skip                               // at corpus.juc.cfchain.Main.main(Main.java:31)
  w0: down java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:31)
  c0: call corpus.juc.cfchain.Main.fetch // at corpus.juc.cfchain.Main.main(Main.java:31)
  u0: up java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:31)
}

proc thread:java.lang.Thread@Main.java:32 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:30 1 else t0 // at corpus.juc.cfchain.Main.main(Main.java:32)
  t0: skip                               // at corpus.juc.cfchain.Main.main(Main.java:32)
  t2: join java.lang.Thread@Main.java:31 // at corpus.juc.cfchain.Main.main(Main.java:32)
  w0: down java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:32)
  c0: call corpus.juc.cfchain.Main.countWords[corpus.juc.cfchain.Main.main:32#7] // at corpus.juc.cfchain.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:34 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:30 1 else t0 // at corpus.juc.cfchain.Main.main(Main.java:34)
  t0: skip                               // at corpus.juc.cfchain.Main.main(Main.java:34)
  w0: down java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:34)
  c0: call corpus.juc.cfchain.Main.lambda$main$0[corpus.juc.cfchain.Main.main:34#10] // at corpus.juc.cfchain.Main.main(Main.java:34)
  u0: up java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:34)
}
