main entry
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:32.done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:32.pending limit 1 init 0

proc corpus.extra.fjlockjoin.Main$Task.<init>[corpus.extra.fjlockjoin.Main$Task@Main.java:30] {
}

proc corpus.extra.fjlockjoin.Main$Task.compute[corpus.extra.fjlockjoin.Main$Task@Main.java:30] {
  s1: read corpus.extra.fjlockjoin.Main.LOCK // at corpus.extra.fjlockjoin.Main$Task.compute(Main.java:23)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.fjlockjoin.Main$Task.compute(Main.java:23)
  s3: read java.lang.System.out          // at corpus.extra.fjlockjoin.Main$Task.compute(Main.java:24)
  s5: release java.lang.Object@Main.java:18 // at corpus.extra.fjlockjoin.Main$Task.compute(Main.java:25)
}

proc corpus.extra.fjlockjoin.Main.<clinit> {
  s2: write corpus.extra.fjlockjoin.Main.LOCK // at corpus.extra.fjlockjoin.Main.<clinit>(Main.java:18)
}

proc corpus.extra.fjlockjoin.Main.main {
  s2: call corpus.extra.fjlockjoin.Main$Task.<init>[corpus.extra.fjlockjoin.Main$Task@Main.java:30] // at corpus.extra.fjlockjoin.Main.main(Main.java:30)
  s4: read corpus.extra.fjlockjoin.Main.LOCK // at corpus.extra.fjlockjoin.Main.main(Main.java:31)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.extra.fjlockjoin.Main.main(Main.java:31)
  s6: up java.util.concurrent.ForkJoinWorkerThread@Main.java:32.pending 1 // at corpus.extra.fjlockjoin.Main.main(Main.java:32)
  s6_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:32 java.util.concurrent.ForkJoinWorkerThread@Main.java:32 // at corpus.extra.fjlockjoin.Main.main(Main.java:32)
  s8_2: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:32.pending 1 else s8 // at corpus.extra.fjlockjoin.Main.main(Main.java:34)
  s8_3: call corpus.extra.fjlockjoin.Main$Task.compute[corpus.extra.fjlockjoin.Main$Task@Main.java:30] // at corpus.extra.fjlockjoin.Main.main(Main.java:34)
  s8_4: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:32.done 1 else s8_1 // at corpus.extra.fjlockjoin.Main.main(Main.java:34)
  s8_5: goto s8_1                        // at corpus.extra.fjlockjoin.Main.main(Main.java:34)
  s8: until java.util.concurrent.ForkJoinWorkerThread@Main.java:32.done >= 1 // at corpus.extra.fjlockjoin.Main.main(Main.java:34)
  s8_1: skip                             // at corpus.extra.fjlockjoin.Main.main(Main.java:34)
  s9: release java.lang.Object@Main.java:18 // at corpus.extra.fjlockjoin.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.fjlockjoin.Main.<clinit> // at corpus.extra.fjlockjoin.Main.main(Main.java:30)
  main: call corpus.extra.fjlockjoin.Main.main // at corpus.extra.fjlockjoin.Main.main(Main.java:30)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:32 {
  t1: jump t0 exit                       // at corpus.extra.fjlockjoin.Main.main(Main.java:32)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:32.pending 1 else exit // at corpus.extra.fjlockjoin.Main.main(Main.java:32)
  c0: call corpus.extra.fjlockjoin.Main$Task.compute[corpus.extra.fjlockjoin.Main$Task@Main.java:30] // at corpus.extra.fjlockjoin.Main.main(Main.java:32)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:32.done 1 // at corpus.extra.fjlockjoin.Main.main(Main.java:32)
}
