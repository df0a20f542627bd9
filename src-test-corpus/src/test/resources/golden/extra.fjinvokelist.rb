main entry
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:63.done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:63.pending limit 1 init 0

proc corpus.extra.fjinvokelist.Main$Backward.<init>[corpus.extra.fjinvokelist.Main$Backward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] {
}

proc corpus.extra.fjinvokelist.Main$Backward.compute[corpus.extra.fjinvokelist.Main$Backward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] {
  s1: read corpus.extra.fjinvokelist.Main.B // at corpus.extra.fjinvokelist.Main$Backward.compute(Main.java:38)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.fjinvokelist.Main$Backward.compute(Main.java:38)
  s3: call corpus.extra.fjinvokelist.Main.pause // at corpus.extra.fjinvokelist.Main$Backward.compute(Main.java:39)
  s4: read corpus.extra.fjinvokelist.Main.A // at corpus.extra.fjinvokelist.Main$Backward.compute(Main.java:40)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.extra.fjinvokelist.Main$Backward.compute(Main.java:40)
  s6: read java.lang.System.out          // at corpus.extra.fjinvokelist.Main$Backward.compute(Main.java:41)
  s8: release java.lang.Object@Main.java:20 // at corpus.extra.fjinvokelist.Main$Backward.compute(Main.java:42)
  s18: release java.lang.Object@Main.java:21 // at corpus.extra.fjinvokelist.Main$Backward.compute(Main.java:43)
}

proc corpus.extra.fjinvokelist.Main$Forward.<init>[corpus.extra.fjinvokelist.Main$Forward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] {
}

proc corpus.extra.fjinvokelist.Main$Forward.compute[corpus.extra.fjinvokelist.Main$Forward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] {
  s1: read corpus.extra.fjinvokelist.Main.A // at corpus.extra.fjinvokelist.Main$Forward.compute(Main.java:26)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.fjinvokelist.Main$Forward.compute(Main.java:26)
  s3: call corpus.extra.fjinvokelist.Main.pause // at corpus.extra.fjinvokelist.Main$Forward.compute(Main.java:27)
  s4: read corpus.extra.fjinvokelist.Main.B // at corpus.extra.fjinvokelist.Main$Forward.compute(Main.java:28)
  s5: acquire java.lang.Object@Main.java:21 // at corpus.extra.fjinvokelist.Main$Forward.compute(Main.java:28)
  s6: read java.lang.System.out          // at corpus.extra.fjinvokelist.Main$Forward.compute(Main.java:29)
  s8: release java.lang.Object@Main.java:21 // at corpus.extra.fjinvokelist.Main$Forward.compute(Main.java:30)
  s18: release java.lang.Object@Main.java:20 // at corpus.extra.fjinvokelist.Main$Forward.compute(Main.java:31)
}

proc corpus.extra.fjinvokelist.Main$Top.<init>[corpus.extra.fjinvokelist.Main$Top@Main.java:63] {
}

proc corpus.extra.fjinvokelist.Main$Top.compute[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] {
  s2: call corpus.extra.fjinvokelist.Main$Forward.<init>[corpus.extra.fjinvokelist.Main$Forward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s4: call corpus.extra.fjinvokelist.Main$Backward.<init>[corpus.extra.fjinvokelist.Main$Backward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7: up java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].pending 1 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].pending 1 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_3: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_6: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].pending 1 else s7_4 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_7: call corpus.extra.fjinvokelist.Main$Forward.compute[corpus.extra.fjinvokelist.Main$Forward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_8: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].done 1 else s7_5 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_9: goto s7_5                        // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_4: until java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].done >= 1 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_5: skip                             // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_12: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].pending 1 else s7_10 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_13: call corpus.extra.fjinvokelist.Main$Backward.compute[corpus.extra.fjinvokelist.Main$Backward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_14: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].done 1 else s7_11 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_15: goto s7_11                      // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_10: until java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].done >= 1 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  s7_11: skip                            // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
}

proc corpus.extra.fjinvokelist.Main.<clinit> {
  s2: write corpus.extra.fjinvokelist.Main.A // at corpus.extra.fjinvokelist.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.fjinvokelist.Main.B // at corpus.extra.fjinvokelist.Main.<clinit>(Main.java:21)
}

proc corpus.extra.fjinvokelist.Main.main {
  s5: call corpus.extra.fjinvokelist.Main$Top.<init>[corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  s7: up java.util.concurrent.ForkJoinWorkerThread@Main.java:63.pending 1 // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  s7_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:63 java.util.concurrent.ForkJoinWorkerThread@Main.java:63 // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  s7_4: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:63.pending 1 else s7_2 // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  s7_5: call corpus.extra.fjinvokelist.Main$Top.compute[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  s7_6: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:63.done 1 else s7_3 // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  s7_7: goto s7_3                        // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  s7_2: until java.util.concurrent.ForkJoinWorkerThread@Main.java:63.done >= 1 // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  s7_3: skip                             // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
}

proc corpus.extra.fjinvokelist.Main.pause {
}

proc entry {
  init0: call corpus.extra.fjinvokelist.Main.<clinit> // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  main: call corpus.extra.fjinvokelist.Main.main // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].pending 1 else exit // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  c0: call corpus.extra.fjinvokelist.Main$Backward.compute[corpus.extra.fjinvokelist.Main$Backward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:50#2[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].done 1 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].pending 1 else exit // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  c0: call corpus.extra.fjinvokelist.Main$Forward.compute[corpus.extra.fjinvokelist.Main$Forward@Main.java:50,corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:50[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63].done 1 // at corpus.extra.fjinvokelist.Main$Top.compute(Main.java:50)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:63 {
  t1: jump t0 exit                       // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:63.pending 1 else exit // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  c0: call corpus.extra.fjinvokelist.Main$Top.compute[corpus.extra.fjinvokelist.Main.main:63#7,corpus.extra.fjinvokelist.Main$Top@Main.java:63] // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:63.done 1 // at corpus.extra.fjinvokelist.Main.main(Main.java:63)
}
