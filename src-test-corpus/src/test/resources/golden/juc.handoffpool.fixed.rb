main entry
counter java.util.concurrent.SynchronousQueue@Main.java:18.handoff cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:18.items cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:18.takers limit 1 init 0

proc corpus.juc.handoffpool.fixed.Main.<clinit> {
  s2: write corpus.juc.handoffpool.fixed.Main.frames // at corpus.juc.handoffpool.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.juc.handoffpool.fixed.Main.consume[corpus.juc.handoffpool.fixed.Main.main:39#5] {
  s0: read java.lang.System.out          // at corpus.juc.handoffpool.fixed.Main.consume(Main.java:30)
  s1: read corpus.juc.handoffpool.fixed.Main.frames // at corpus.juc.handoffpool.fixed.Main.consume(Main.java:30)
  s2: up java.util.concurrent.SynchronousQueue@Main.java:18.takers 1 // at corpus.juc.handoffpool.fixed.Main.consume(Main.java:30)
  s2_1: down java.util.concurrent.SynchronousQueue@Main.java:18.items 1 // at corpus.juc.handoffpool.fixed.Main.consume(Main.java:30)
  s2_2: up java.util.concurrent.SynchronousQueue@Main.java:18.handoff 1 // at corpus.juc.handoffpool.fixed.Main.consume(Main.java:30)
}

proc corpus.juc.handoffpool.fixed.Main.main {
  s3: fork corpus.juc.handoffpool.fixed.Main.produce java.lang.Thread@Main.java:38 // at corpus.juc.handoffpool.fixed.Main.main(Main.java:38)
  s5: fork corpus.juc.handoffpool.fixed.Main.consume[corpus.juc.handoffpool.fixed.Main.main:39#5] java.lang.Thread@Main.java:39 // at corpus.juc.handoffpool.fixed.Main.main(Main.java:39)
  s7: join java.lang.Thread@Main.java:38 // at corpus.juc.handoffpool.fixed.Main.main(Main.java:40)
  s7_1: join java.lang.Thread@Main.java:39 // at corpus.juc.handoffpool.fixed.Main.main(Main.java:40)
}

proc corpus.juc.handoffpool.fixed.Main.produce {
  s0: read corpus.juc.handoffpool.fixed.Main.frames // at corpus.juc.handoffpool.fixed.Main.produce(Main.java:22)
  s1: down java.util.concurrent.SynchronousQueue@Main.java:18.takers 1 // at corpus.juc.handoffpool.fixed.Main.produce(Main.java:22)
  s1_1: up java.util.concurrent.SynchronousQueue@Main.java:18.items 1 // at corpus.juc.handoffpool.fixed.Main.produce(Main.java:22)
  s1_2: down java.util.concurrent.SynchronousQueue@Main.java:18.handoff 1 // at corpus.juc.handoffpool.fixed.Main.produce(Main.java:22)
}

proc entry {
  init0: call corpus.juc.handoffpool.fixed.Main.<clinit> // at corpus.juc.handoffpool.fixed.Main.main(Main.java:37)
  main: call corpus.juc.handoffpool.fixed.Main.main // at corpus.juc.handoffpool.fixed.Main.main(Main.java:37)
}
