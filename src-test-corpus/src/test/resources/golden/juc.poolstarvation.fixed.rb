main entry
counter java.util.concurrent.ExecutorService@Main.java:15.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:15 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:15 cap 1 init 0

proc corpus.juc.poolstarvation.fixed.Main.<clinit> {
  s1: write corpus.juc.poolstarvation.fixed.Main.pool // at corpus.juc.poolstarvation.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.juc.poolstarvation.fixed.Main.lambda$load$0 {
}

proc corpus.juc.poolstarvation.fixed.Main.load[corpus.juc.poolstarvation.fixed.Main.main:23#3] {
  s0: read corpus.juc.poolstarvation.fixed.Main.pool // at corpus.juc.poolstarvation.fixed.Main.load(Main.java:18)
  s2: fork thread:java.lang.Thread@Main.java:18[corpus.juc.poolstarvation.fixed.Main.main:23#3] java.lang.Thread@Main.java:18[corpus.juc.poolstarvation.fixed.Main.main:23#3] // at corpus.juc.poolstarvation.fixed.Main.load(Main.java:18)
  s3: join java.lang.Thread@Main.java:18[corpus.juc.poolstarvation.fixed.Main.main:23#3] // at corpus.juc.poolstarvation.fixed.Main.load(Main.java:19)
}

proc corpus.juc.poolstarvation.fixed.Main.main {
  s1: read corpus.juc.poolstarvation.fixed.Main.pool // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
  s3: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
  s4: read java.lang.System.out          // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:24)
  s5: join java.lang.Thread@Main.java:23 // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:24)
  s7: read corpus.juc.poolstarvation.fixed.Main.pool // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:25)
  s8_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:15 1 else s8 // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:25)
  s8: skip                               // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:25)
}

proc entry {
  init0: call corpus.juc.poolstarvation.fixed.Main.<clinit> // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
  main: call corpus.juc.poolstarvation.fixed.Main.main // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:18[corpus.juc.poolstarvation.fixed.Main.main:23#3] {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:15 1 else t0 // at corpus.juc.poolstarvation.fixed.Main.load(Main.java:18)
  t0: skip                               // at corpus.juc.poolstarvation.fixed.Main.load(Main.java:18)
  w0: down java.util.concurrent.ExecutorService@Main.java:15.workers 1 // at corpus.juc.poolstarvation.fixed.Main.load(Main.java:18)
  c0: call corpus.juc.poolstarvation.fixed.Main.lambda$load$0 // at corpus.juc.poolstarvation.fixed.Main.load(Main.java:18)
  u0: up java.util.concurrent.ExecutorService@Main.java:15.workers 1 // at corpus.juc.poolstarvation.fixed.Main.load(Main.java:18)
}

proc thread:java.lang.Thread@Main.java:23 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:15 1 else t0 // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
  t0: skip                               // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
  w0: down java.util.concurrent.ExecutorService@Main.java:15.workers 1 // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
  c0: call corpus.juc.poolstarvation.fixed.Main.load[corpus.juc.poolstarvation.fixed.Main.main:23#3] // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
  u0: up java.util.concurrent.ExecutorService@Main.java:15.workers 1 // at corpus.juc.poolstarvation.fixed.Main.main(Main.java:23)
}
