main entry
counter java.util.concurrent.CyclicBarrier@Main.java:13.arrived cap 2 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:13.left cap 2 init 0

proc corpus.juc.barrier.fixed.Main.<clinit> {
  s2: write corpus.juc.barrier.fixed.Main.phaseDone // at corpus.juc.barrier.fixed.Main.<clinit>(Main.java:13)
}

proc corpus.juc.barrier.fixed.Main.main {
  s9: fork corpus.juc.barrier.fixed.Main.worker[corpus.juc.barrier.fixed.Main.main:25#9] java.lang.Thread@Main.java:25 // at corpus.juc.barrier.fixed.Main.main(Main.java:27)
  s10: fork corpus.juc.barrier.fixed.Main.worker[corpus.juc.barrier.fixed.Main.main:25#9] java.lang.Thread@Main.java:26 // at corpus.juc.barrier.fixed.Main.main(Main.java:28)
  s11: join java.lang.Thread@Main.java:25 // at corpus.juc.barrier.fixed.Main.main(Main.java:29)
  s12: join java.lang.Thread@Main.java:26 // at corpus.juc.barrier.fixed.Main.main(Main.java:30)
}

proc corpus.juc.barrier.fixed.Main.worker[corpus.juc.barrier.fixed.Main.main:25#9] {
  s0: read corpus.juc.barrier.fixed.Main.phaseDone // at corpus.juc.barrier.fixed.Main.worker(Main.java:17)
  s1: up java.util.concurrent.CyclicBarrier@Main.java:13.arrived 1 // at corpus.juc.barrier.fixed.Main.worker(Main.java:17)
  s1_1: until java.util.concurrent.CyclicBarrier@Main.java:13.arrived >= 2 // at corpus.juc.barrier.fixed.Main.worker(Main.java:17)
  s1_2: up java.util.concurrent.CyclicBarrier@Main.java:13.left 1 // at corpus.juc.barrier.fixed.Main.worker(Main.java:17)
  s1_3: trydown java.util.concurrent.CyclicBarrier@Main.java:13.left 2 else s1_5 // at corpus.juc.barrier.fixed.Main.worker(Main.java:17)
  s1_4: down java.util.concurrent.CyclicBarrier@Main.java:13.arrived 2 // at corpus.juc.barrier.fixed.Main.worker(Main.java:17)
  s1_5: skip                             // at corpus.juc.barrier.fixed.Main.worker(Main.java:17)
  s2: read corpus.juc.barrier.fixed.Main.phaseDone // at corpus.juc.barrier.fixed.Main.worker(Main.java:18)
  s3: up java.util.concurrent.CyclicBarrier@Main.java:13.arrived 1 // at corpus.juc.barrier.fixed.Main.worker(Main.java:18)
  s3_1: until java.util.concurrent.CyclicBarrier@Main.java:13.arrived >= 2 // at corpus.juc.barrier.fixed.Main.worker(Main.java:18)
  s3_2: up java.util.concurrent.CyclicBarrier@Main.java:13.left 1 // at corpus.juc.barrier.fixed.Main.worker(Main.java:18)
  s3_3: trydown java.util.concurrent.CyclicBarrier@Main.java:13.left 2 else s3_5 // at corpus.juc.barrier.fixed.Main.worker(Main.java:18)
  s3_4: down java.util.concurrent.CyclicBarrier@Main.java:13.arrived 2 // at corpus.juc.barrier.fixed.Main.worker(Main.java:18)
  s3_5: skip                             // at corpus.juc.barrier.fixed.Main.worker(Main.java:18)
}

proc entry {
  init0: call corpus.juc.barrier.fixed.Main.<clinit> // at corpus.juc.barrier.fixed.Main.main(Main.java:25)
  main: call corpus.juc.barrier.fixed.Main.main // at corpus.juc.barrier.fixed.Main.main(Main.java:25)
}
