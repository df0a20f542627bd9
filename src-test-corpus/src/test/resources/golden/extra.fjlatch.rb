main entry
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:43.done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:43.pending limit 1 init 0

proc corpus.extra.fjlatch.Main$Sub.<init>[corpus.extra.fjlatch.Main$Sub@Main.java:35,corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] {
}

proc corpus.extra.fjlatch.Main$Sub.compute[corpus.extra.fjlatch.Main$Sub@Main.java:35,corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] {
  s1: read corpus.extra.fjlatch.Main.READY // at corpus.extra.fjlatch.Main$Sub.compute(Main.java:25)
  s2: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.fjlatch.Main$Sub.compute(Main.java:25)
}

proc corpus.extra.fjlatch.Main$Top.<init>[corpus.extra.fjlatch.Main$Top@Main.java:43] {
}

proc corpus.extra.fjlatch.Main$Top.compute[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] {
  s2: call corpus.extra.fjlatch.Main$Sub.<init>[corpus.extra.fjlatch.Main$Sub@Main.java:35,corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] // at corpus.extra.fjlatch.Main$Top.compute(Main.java:35)
  s4: up java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43].pending 1 // at corpus.extra.fjlatch.Main$Top.compute(Main.java:36)
  s4_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] // at corpus.extra.fjlatch.Main$Top.compute(Main.java:36)
  s5_2: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43].pending 1 else s5 // at corpus.extra.fjlatch.Main$Top.compute(Main.java:37)
  s5_3: call corpus.extra.fjlatch.Main$Sub.compute[corpus.extra.fjlatch.Main$Sub@Main.java:35,corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] // at corpus.extra.fjlatch.Main$Top.compute(Main.java:37)
  s5_4: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43].done 1 else s5_1 // at corpus.extra.fjlatch.Main$Top.compute(Main.java:37)
  s5_5: goto s5_1                        // at corpus.extra.fjlatch.Main$Top.compute(Main.java:37)
  s5: until java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43].done >= 1 // at corpus.extra.fjlatch.Main$Top.compute(Main.java:37)
  s5_1: skip                             // at corpus.extra.fjlatch.Main$Top.compute(Main.java:37)
  s6: read corpus.extra.fjlatch.Main.READY // at corpus.extra.fjlatch.Main$Top.compute(Main.java:38)
  s7: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s7_1 // at corpus.extra.fjlatch.Main$Top.compute(Main.java:38)
  s7_1: skip                             // at corpus.extra.fjlatch.Main$Top.compute(Main.java:38)
}

proc corpus.extra.fjlatch.Main.<clinit> {
  s2: write corpus.extra.fjlatch.Main.READY // at corpus.extra.fjlatch.Main.<clinit>(Main.java:19)
}

proc corpus.extra.fjlatch.Main.main {
  s4: call corpus.extra.fjlatch.Main$Top.<init>[corpus.extra.fjlatch.Main$Top@Main.java:43] // at corpus.extra.fjlatch.Main.main(Main.java:43)
  s6: up java.util.concurrent.ForkJoinWorkerThread@Main.java:43.pending 1 // at corpus.extra.fjlatch.Main.main(Main.java:43)
  s6_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:43 java.util.concurrent.ForkJoinWorkerThread@Main.java:43 // at corpus.extra.fjlatch.Main.main(Main.java:43)
  s6_4: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:43.pending 1 else s6_2 // at corpus.extra.fjlatch.Main.main(Main.java:43)
  s6_5: call corpus.extra.fjlatch.Main$Top.compute[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] // at corpus.extra.fjlatch.Main.main(Main.java:43)
  s6_6: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:43.done 1 else s6_3 // at corpus.extra.fjlatch.Main.main(Main.java:43)
  s6_7: goto s6_3                        // at corpus.extra.fjlatch.Main.main(Main.java:43)
  s6_2: until java.util.concurrent.ForkJoinWorkerThread@Main.java:43.done >= 1 // at corpus.extra.fjlatch.Main.main(Main.java:43)
  s6_3: skip                             // at corpus.extra.fjlatch.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.extra.fjlatch.Main.<clinit> // at corpus.extra.fjlatch.Main.main(Main.java:43)
  main: call corpus.extra.fjlatch.Main.main // at corpus.extra.fjlatch.Main.main(Main.java:43)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] {
  t1: jump t0 exit                       // at corpus.extra.fjlatch.Main$Top.compute(Main.java:36)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43].pending 1 else exit // at corpus.extra.fjlatch.Main$Top.compute(Main.java:36)
  c0: call corpus.extra.fjlatch.Main$Sub.compute[corpus.extra.fjlatch.Main$Sub@Main.java:35,corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] // at corpus.extra.fjlatch.Main$Top.compute(Main.java:36)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:36[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43].done 1 // at corpus.extra.fjlatch.Main$Top.compute(Main.java:36)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:43 {
  t1: jump t0 exit                       // at corpus.extra.fjlatch.Main.main(Main.java:43)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:43.pending 1 else exit // at corpus.extra.fjlatch.Main.main(Main.java:43)
  c0: call corpus.extra.fjlatch.Main$Top.compute[corpus.extra.fjlatch.Main.main:43#6,corpus.extra.fjlatch.Main$Top@Main.java:43] // at corpus.extra.fjlatch.Main.main(Main.java:43)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:43.done 1 // at corpus.extra.fjlatch.Main.main(Main.java:43)
}
