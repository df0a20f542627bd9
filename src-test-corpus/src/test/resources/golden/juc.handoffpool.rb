main entry
counter java.util.concurrent.ExecutorService@Main.java:40.workers cap 1 init 1
counter java.util.concurrent.SynchronousQueue@Main.java:21.handoff cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:21.items cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:21.takers limit 1 init 0
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:40 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:40 cap 1 init 0

proc corpus.juc.handoffpool.Main.<clinit> {
  s2: write corpus.juc.handoffpool.Main.frames // at corpus.juc.handoffpool.Main.<clinit>(Main.java:21)
}

proc corpus.juc.handoffpool.Main.consume[corpus.juc.handoffpool.Main.main:42#5] {
  s0: read java.lang.System.out          // at corpus.juc.handoffpool.Main.consume(Main.java:33)
  s1: read corpus.juc.handoffpool.Main.frames // at corpus.juc.handoffpool.Main.consume(Main.java:33)
  s2: up java.util.concurrent.SynchronousQueue@Main.java:21.takers 1 // at corpus.juc.handoffpool.Main.consume(Main.java:33)
  s2_1: down java.util.concurrent.SynchronousQueue@Main.java:21.items 1 // at corpus.juc.handoffpool.Main.consume(Main.java:33)
  s2_2: up java.util.concurrent.SynchronousQueue@Main.java:21.handoff 1 // at corpus.juc.handoffpool.Main.consume(Main.java:33)
}

proc corpus.juc.handoffpool.Main.main {
  s3: fork thread:java.lang.Thread@Main.java:41 java.lang.Thread@Main.java:41 // at corpus.juc.handoffpool.Main.main(Main.java:41)
  s5: fork thread:java.lang.Thread@Main.java:42 java.lang.Thread@Main.java:42 // at corpus.juc.handoffpool.Main.main(Main.java:42)
  s6_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:40 1 else s6 // at corpus.juc.handoffpool.Main.main(Main.java:43)
  s6: skip                               // at corpus.juc.handoffpool.Main.main(Main.java:43)
  s7: read java.util.concurrent.TimeUnit.MINUTES // at corpus.juc.handoffpool.Main.main(Main.java:44)
  s8: join java.lang.Thread@Main.java:41 timed // at corpus.juc.handoffpool.Main.main(Main.java:44)
  s8_1: join java.lang.Thread@Main.java:42 timed // at corpus.juc.handoffpool.Main.main(Main.java:44)
}

proc corpus.juc.handoffpool.Main.produce {
  s0: read corpus.juc.handoffpool.Main.frames // at corpus.juc.handoffpool.Main.produce(Main.java:25)
  s1: down java.util.concurrent.SynchronousQueue@Main.java:21.takers 1 // at corpus.juc.handoffpool.Main.produce(Main.java:25)
  s1_1: up java.util.concurrent.SynchronousQueue@Main.java:21.items 1 // at corpus.juc.handoffpool.Main.produce(Main.java:25)
  s1_2: down java.util.concurrent.SynchronousQueue@Main.java:21.handoff 1 // at corpus.juc.handoffpool.Main.produce(Main.java:25)
}

proc entry {
  init0: call corpus.juc.handoffpool.Main.<clinit> // at corpus.juc.handoffpool.Main.main(Main.java:40)
  main: call corpus.juc.handoffpool.Main.main // at corpus.juc.handoffpool.Main.main(Main.java:40)
}

proc thread:java.lang.Thread@Main.java:41 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:40 1 else t0 // at corpus.juc.handoffpool.Main.main(Main.java:41)
  t0: skip                               // at corpus.juc.handoffpool.Main.main(Main.java:41)
  w0: down java.util.concurrent.ExecutorService@Main.java:40.workers 1 // at corpus.juc.handoffpool.Main.main(Main.java:41)
  c0: call corpus.juc.handoffpool.Main.produce // at corpus.juc.handoffpool.Main.main(Main.java:41)
  u0: up java.util.concurrent.ExecutorService@Main.java:40.workers 1 // at corpus.juc.handoffpool.Main.main(Main.java:41)
}

proc thread:java.lang.Thread@Main.java:42 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:40 1 else t0 // at corpus.juc.handoffpool.Main.main(Main.java:42)
  t0: skip                               // at corpus.juc.handoffpool.Main.main(Main.java:42)
  w0: down java.util.concurrent.ExecutorService@Main.java:40.workers 1 // at corpus.juc.handoffpool.Main.main(Main.java:42)
  c0: call corpus.juc.handoffpool.Main.consume[corpus.juc.handoffpool.Main.main:42#5] // at corpus.juc.handoffpool.Main.main(Main.java:42)
  u0: up java.util.concurrent.ExecutorService@Main.java:40.workers 1 // at corpus.juc.handoffpool.Main.main(Main.java:42)
}
