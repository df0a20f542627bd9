main corpus.juc.cfchain.Main.main
counter java.util.concurrent.ExecutorService@Main.java:30.workers cap 1 init 1

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
}

proc thread:java.lang.Thread@Main.java:31 {
  w0: down java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:31)
  c0: call corpus.juc.cfchain.Main.fetch // at corpus.juc.cfchain.Main.main(Main.java:31)
  u0: up java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:31)
}

proc thread:java.lang.Thread@Main.java:32 {
  t0: join java.lang.Thread@Main.java:31 // at corpus.juc.cfchain.Main.main(Main.java:32)
  w0: down java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:32)
  c0: call corpus.juc.cfchain.Main.countWords[corpus.juc.cfchain.Main.main:32#7] // at corpus.juc.cfchain.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:34 {
  w0: down java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:34)
  c0: call corpus.juc.cfchain.Main.lambda$main$0[corpus.juc.cfchain.Main.main:34#10] // at corpus.juc.cfchain.Main.main(Main.java:34)
  u0: up java.util.concurrent.ExecutorService@Main.java:30.workers 1 // at corpus.juc.cfchain.Main.main(Main.java:34)
}
