main entry
counter java.util.concurrent.CyclicBarrier@Main.java:17.arrived cap 3 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:17.left cap 3 init 0

proc corpus.juc.barrier.Main.<clinit> {
  s2: write corpus.juc.barrier.Main.phaseDone // at corpus.juc.barrier.Main.<clinit>(Main.java:17)
}

proc corpus.juc.barrier.Main.main {
  s9: fork corpus.juc.barrier.Main.worker[corpus.juc.barrier.Main.main:28#9] java.lang.Thread@Main.java:28 // at corpus.juc.barrier.Main.main(Main.java:30)
  s10: fork corpus.juc.barrier.Main.worker[corpus.juc.barrier.Main.main:28#9] java.lang.Thread@Main.java:29 // at corpus.juc.barrier.Main.main(Main.java:31)
  s11: join java.lang.Thread@Main.java:28 // at corpus.juc.barrier.Main.main(Main.java:32)
  s12: join java.lang.Thread@Main.java:29 // at corpus.juc.barrier.Main.main(Main.java:33)
}

proc corpus.juc.barrier.Main.worker[corpus.juc.barrier.Main.main:28#9] {
  s0: read corpus.juc.barrier.Main.phaseDone // at corpus.juc.barrier.Main.worker(Main.java:21)
  s1: up java.util.concurrent.CyclicBarrier@Main.java:17.arrived 1 // at corpus.juc.barrier.Main.worker(Main.java:21)
  s1_1: until java.util.concurrent.CyclicBarrier@Main.java:17.arrived >= 3 // at corpus.juc.barrier.Main.worker(Main.java:21)
  s1_2: up java.util.concurrent.CyclicBarrier@Main.java:17.left 1 // at corpus.juc.barrier.Main.worker(Main.java:21)
  s1_3: trydown java.util.concurrent.CyclicBarrier@Main.java:17.left 3 else s1_5 // at corpus.juc.barrier.Main.worker(Main.java:21)
  s1_4: down java.util.concurrent.CyclicBarrier@Main.java:17.arrived 3 // at corpus.juc.barrier.Main.worker(Main.java:21)
  s1_5: skip                             // at corpus.juc.barrier.Main.worker(Main.java:21)
}

proc entry {
  init0: call corpus.juc.barrier.Main.<clinit> // at corpus.juc.barrier.Main.main(Main.java:28)
  main: call corpus.juc.barrier.Main.main // at corpus.juc.barrier.Main.main(Main.java:28)
}
