main entry
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:46.done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:46.pending limit 1 init 0

proc corpus.extra.fjinvokelist.fixed.Main$Forward.<init>[corpus.extra.fjinvokelist.fixed.Main$Forward@Main.java:33#2,corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] {
}

proc corpus.extra.fjinvokelist.fixed.Main$Forward.compute[corpus.extra.fjinvokelist.fixed.Main$Forward@Main.java:33#2,corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] {
  s1: read corpus.extra.fjinvokelist.fixed.Main.A // at corpus.extra.fjinvokelist.fixed.Main$Forward.compute(Main.java:21)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.fjinvokelist.fixed.Main$Forward.compute(Main.java:21)
  s3: call corpus.extra.fjinvokelist.fixed.Main.pause // at corpus.extra.fjinvokelist.fixed.Main$Forward.compute(Main.java:22)
  s4: read corpus.extra.fjinvokelist.fixed.Main.B // at corpus.extra.fjinvokelist.fixed.Main$Forward.compute(Main.java:23)
  s5: acquire java.lang.Object@Main.java:16 // at corpus.extra.fjinvokelist.fixed.Main$Forward.compute(Main.java:23)
  s6: read java.lang.System.out          // at corpus.extra.fjinvokelist.fixed.Main$Forward.compute(Main.java:24)
  s8: release java.lang.Object@Main.java:16 // at corpus.extra.fjinvokelist.fixed.Main$Forward.compute(Main.java:25)
  s18: release java.lang.Object@Main.java:15 // at corpus.extra.fjinvokelist.fixed.Main$Forward.compute(Main.java:26)
}

proc corpus.extra.fjinvokelist.fixed.Main$Top.<init>[corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] {
}

proc corpus.extra.fjinvokelist.fixed.Main$Top.compute[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] {
  s2: call corpus.extra.fjinvokelist.fixed.Main$Forward.<init>[corpus.extra.fjinvokelist.fixed.Main$Forward@Main.java:33#2,corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s4: call corpus.extra.fjinvokelist.fixed.Main$Forward.<init>[corpus.extra.fjinvokelist.fixed.Main$Forward@Main.java:33#2,corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7: up java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].pending 1 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].pending 1 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_3: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_6: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].pending 1 else s7_4 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_7: call corpus.extra.fjinvokelist.fixed.Main$Forward.compute[corpus.extra.fjinvokelist.fixed.Main$Forward@Main.java:33#2,corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_8: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].done 1 else s7_5 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_9: goto s7_5                        // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_4: until java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].done >= 1 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_5: skip                             // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_12: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].pending 1 else s7_10 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_13: call corpus.extra.fjinvokelist.fixed.Main$Forward.compute[corpus.extra.fjinvokelist.fixed.Main$Forward@Main.java:33#2,corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_14: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].done 1 else s7_11 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_15: goto s7_11                      // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_10: until java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].done >= 1 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  s7_11: skip                            // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
}

proc corpus.extra.fjinvokelist.fixed.Main.<clinit> {
  s2: write corpus.extra.fjinvokelist.fixed.Main.A // at corpus.extra.fjinvokelist.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.fjinvokelist.fixed.Main.B // at corpus.extra.fjinvokelist.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.fjinvokelist.fixed.Main.main {
  s5: call corpus.extra.fjinvokelist.fixed.Main$Top.<init>[corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  s7: up java.util.concurrent.ForkJoinWorkerThread@Main.java:46.pending 1 // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  s7_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:46 java.util.concurrent.ForkJoinWorkerThread@Main.java:46 // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  s7_4: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:46.pending 1 else s7_2 // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  s7_5: call corpus.extra.fjinvokelist.fixed.Main$Top.compute[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  s7_6: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:46.done 1 else s7_3 // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  s7_7: goto s7_3                        // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  s7_2: until java.util.concurrent.ForkJoinWorkerThread@Main.java:46.done >= 1 // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  s7_3: skip                             // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
}

proc corpus.extra.fjinvokelist.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.fjinvokelist.fixed.Main.<clinit> // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  main: call corpus.extra.fjinvokelist.fixed.Main.main // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].pending 1 else exit // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  c0: call corpus.extra.fjinvokelist.fixed.Main$Forward.compute[corpus.extra.fjinvokelist.fixed.Main$Forward@Main.java:33#2,corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:33#2[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].done 1 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].pending 1 else exit // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  c0: call corpus.extra.fjinvokelist.fixed.Main$Forward.compute[corpus.extra.fjinvokelist.fixed.Main$Forward@Main.java:33#2,corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:33[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46].done 1 // at corpus.extra.fjinvokelist.fixed.Main$Top.compute(Main.java:33)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:46 {
  t1: jump t0 exit                       // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:46.pending 1 else exit // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  c0: call corpus.extra.fjinvokelist.fixed.Main$Top.compute[corpus.extra.fjinvokelist.fixed.Main.main:46#7,corpus.extra.fjinvokelist.fixed.Main$Top@Main.java:46] // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:46.done 1 // at corpus.extra.fjinvokelist.fixed.Main.main(Main.java:46)
}
