main entry
counter java.util.concurrent.ExecutorService@Main.java:20.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:20 cap 1 init 0

proc corpus.juc.poolstarvation.Main.<clinit> {
  s1: write corpus.juc.poolstarvation.Main.pool // at corpus.juc.poolstarvation.Main.<clinit>(Main.java:20)
}

proc corpus.juc.poolstarvation.Main.lambda$load$0 {
}

proc corpus.juc.poolstarvation.Main.load[corpus.juc.poolstarvation.Main.main:28#3] {
  s0: read corpus.juc.poolstarvation.Main.pool // at corpus.juc.poolstarvation.Main.load(Main.java:23)
  s2: fork thread:java.lang.Thread@Main.java:23[corpus.juc.poolstarvation.Main.main:28#3] java.lang.Thread@Main.java:23[corpus.juc.poolstarvation.Main.main:28#3] // at corpus.juc.poolstarvation.Main.load(Main.java:23)
  s3: join java.lang.Thread@Main.java:23[corpus.juc.poolstarvation.Main.main:28#3] // at corpus.juc.poolstarvation.Main.load(Main.java:24)
}

proc corpus.juc.poolstarvation.Main.main {
  s1: read corpus.juc.poolstarvation.Main.pool // at corpus.juc.poolstarvation.Main.main(Main.java:28)
  s3: fork thread:java.lang.Thread@Main.java:28 java.lang.Thread@Main.java:28 // at corpus.juc.poolstarvation.Main.main(Main.java:28)
  s4: read java.lang.System.out          // at corpus.juc.poolstarvation.Main.main(Main.java:29)
  s5: join java.lang.Thread@Main.java:28 // at corpus.juc.poolstarvation.Main.main(Main.java:29)
  s7: read corpus.juc.poolstarvation.Main.pool // at corpus.juc.poolstarvation.Main.main(Main.java:30)
  s8_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:20 1 else s8 // at corpus.juc.poolstarvation.Main.main(Main.java:30)
  s8: skip                               // at corpus.juc.poolstarvation.Main.main(Main.java:30)
}

proc entry {
  init0: call corpus.juc.poolstarvation.Main.<clinit> // at corpus.juc.poolstarvation.Main.main(Main.java:28)
  main: call corpus.juc.poolstarvation.Main.main // at corpus.juc.poolstarvation.Main.main(Main.java:28)
}

proc thread:java.lang.Thread@Main.java:23[corpus.juc.poolstarvation.Main.main:28#3] {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 1 else t0 // at corpus.juc.poolstarvation.Main.load(Main.java:23)
  t0: skip                               // at corpus.juc.poolstarvation.Main.load(Main.java:23)
  w0: down java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.juc.poolstarvation.Main.load(Main.java:23)
  c0: call corpus.juc.poolstarvation.Main.lambda$load$0 // at corpus.juc.poolstarvation.Main.load(Main.java:23)
  u0: up java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.juc.poolstarvation.Main.load(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:28 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 1 else t0 // at corpus.juc.poolstarvation.Main.main(Main.java:28)
  t0: skip                               // at corpus.juc.poolstarvation.Main.main(Main.java:28)
  w0: down java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.juc.poolstarvation.Main.main(Main.java:28)
  c0: call corpus.juc.poolstarvation.Main.load[corpus.juc.poolstarvation.Main.main:28#3] // at corpus.juc.poolstarvation.Main.main(Main.java:28)
  u0: up java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.juc.poolstarvation.Main.main(Main.java:28)
}
