main entry
counter java.util.concurrent.CountDownLatch@Main.java:14.count cap 1 init 1
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:38.done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:38.pending limit 1 init 0

proc corpus.extra.fjlatch.fixed.Main$Sub.<init>[corpus.extra.fjlatch.fixed.Main$Sub@Main.java:30,corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] {
}

proc corpus.extra.fjlatch.fixed.Main$Sub.compute[corpus.extra.fjlatch.fixed.Main$Sub@Main.java:30,corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] {
  s1: read corpus.extra.fjlatch.fixed.Main.READY // at corpus.extra.fjlatch.fixed.Main$Sub.compute(Main.java:20)
  s2: until java.util.concurrent.CountDownLatch@Main.java:14.count <= 0 // at corpus.extra.fjlatch.fixed.Main$Sub.compute(Main.java:20)
}

proc corpus.extra.fjlatch.fixed.Main$Top.<init>[corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] {
}

proc corpus.extra.fjlatch.fixed.Main$Top.compute[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] {
  s2: call corpus.extra.fjlatch.fixed.Main$Sub.<init>[corpus.extra.fjlatch.fixed.Main$Sub@Main.java:30,corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:30)
  s4: up java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38].pending 1 // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:31)
  s4_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:31)
  s5: read corpus.extra.fjlatch.fixed.Main.READY // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:32)
  s6: trydown java.util.concurrent.CountDownLatch@Main.java:14.count 1 else s6_1 // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:32)
  s6_1: skip                             // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:32)
  s7_2: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38].pending 1 else s7 // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:33)
  s7_3: call corpus.extra.fjlatch.fixed.Main$Sub.compute[corpus.extra.fjlatch.fixed.Main$Sub@Main.java:30,corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:33)
  s7_4: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38].done 1 else s7_1 // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:33)
  s7_5: goto s7_1                        // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:33)
  s7: until java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38].done >= 1 // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:33)
  s7_1: skip                             // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:33)
}

proc corpus.extra.fjlatch.fixed.Main.<clinit> {
  s2: write corpus.extra.fjlatch.fixed.Main.READY // at corpus.extra.fjlatch.fixed.Main.<clinit>(Main.java:14)
}

proc corpus.extra.fjlatch.fixed.Main.main {
  s4: call corpus.extra.fjlatch.fixed.Main$Top.<init>[corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  s6: up java.util.concurrent.ForkJoinWorkerThread@Main.java:38.pending 1 // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  s6_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:38 java.util.concurrent.ForkJoinWorkerThread@Main.java:38 // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  s6_4: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:38.pending 1 else s6_2 // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  s6_5: call corpus.extra.fjlatch.fixed.Main$Top.compute[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  s6_6: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:38.done 1 else s6_3 // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  s6_7: goto s6_3                        // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  s6_2: until java.util.concurrent.ForkJoinWorkerThread@Main.java:38.done >= 1 // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  s6_3: skip                             // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.extra.fjlatch.fixed.Main.<clinit> // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  main: call corpus.extra.fjlatch.fixed.Main.main // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] {
  t1: jump t0 exit                       // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:31)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38].pending 1 else exit // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:31)
  c0: call corpus.extra.fjlatch.fixed.Main$Sub.compute[corpus.extra.fjlatch.fixed.Main$Sub@Main.java:30,corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:31)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:31[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38].done 1 // at corpus.extra.fjlatch.fixed.Main$Top.compute(Main.java:31)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:38 {
  t1: jump t0 exit                       // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:38.pending 1 else exit // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  c0: call corpus.extra.fjlatch.fixed.Main$Top.compute[corpus.extra.fjlatch.fixed.Main.main:38#6,corpus.extra.fjlatch.fixed.Main$Top@Main.java:38] // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:38.done 1 // at corpus.extra.fjlatch.fixed.Main.main(Main.java:38)
}
