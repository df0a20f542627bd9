main entry
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:26.done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:26.pending limit 1 init 0

proc corpus.extra.fjlockjoin.fixed.Main$Task.<init>[corpus.extra.fjlockjoin.fixed.Main$Task@Main.java:24] {
}

proc corpus.extra.fjlockjoin.fixed.Main$Task.compute[corpus.extra.fjlockjoin.fixed.Main$Task@Main.java:24] {
  s1: read corpus.extra.fjlockjoin.fixed.Main.LOCK // at corpus.extra.fjlockjoin.fixed.Main$Task.compute(Main.java:17)
  s2: acquire java.lang.Object@Main.java:12 // at corpus.extra.fjlockjoin.fixed.Main$Task.compute(Main.java:17)
  s3: read java.lang.System.out          // at corpus.extra.fjlockjoin.fixed.Main$Task.compute(Main.java:18)
  s5: release java.lang.Object@Main.java:12 // at corpus.extra.fjlockjoin.fixed.Main$Task.compute(Main.java:19)
}

proc corpus.extra.fjlockjoin.fixed.Main.<clinit> {
  s2: write corpus.extra.fjlockjoin.fixed.Main.LOCK // at corpus.extra.fjlockjoin.fixed.Main.<clinit>(Main.java:12)
}

proc corpus.extra.fjlockjoin.fixed.Main.main {
  s2: call corpus.extra.fjlockjoin.fixed.Main$Task.<init>[corpus.extra.fjlockjoin.fixed.Main$Task@Main.java:24] // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:24)
  s4: read corpus.extra.fjlockjoin.fixed.Main.LOCK // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:25)
  s5: acquire java.lang.Object@Main.java:12 // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:25)
  s6: up java.util.concurrent.ForkJoinWorkerThread@Main.java:26.pending 1 // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:26)
  s6_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:26 java.util.concurrent.ForkJoinWorkerThread@Main.java:26 // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:26)
  s8: release java.lang.Object@Main.java:12 // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:28)
  s14_2: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:26.pending 1 else s14 // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:29)
  s14_3: call corpus.extra.fjlockjoin.fixed.Main$Task.compute[corpus.extra.fjlockjoin.fixed.Main$Task@Main.java:24] // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:29)
  s14_4: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:26.done 1 else s14_1 // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:29)
  s14_5: goto s14_1                      // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:29)
  s14: until java.util.concurrent.ForkJoinWorkerThread@Main.java:26.done >= 1 // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:29)
  s14_1: skip                            // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:29)
}

proc entry {
  init0: call corpus.extra.fjlockjoin.fixed.Main.<clinit> // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:24)
  main: call corpus.extra.fjlockjoin.fixed.Main.main // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:24)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:26 {
  t1: jump t0 exit                       // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:26)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:26.pending 1 else exit // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:26)
  c0: call corpus.extra.fjlockjoin.fixed.Main$Task.compute[corpus.extra.fjlockjoin.fixed.Main$Task@Main.java:24] // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:26)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:26.done 1 // at corpus.extra.fjlockjoin.fixed.Main.main(Main.java:26)
}
