main entry
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:68.done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:68.pending limit 1 init 0

proc corpus.extra.fjinvokeall.Main$Backward.<init>[corpus.extra.fjinvokeall.Main$Backward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
}

proc corpus.extra.fjinvokeall.Main$Backward.compute[corpus.extra.fjinvokeall.Main$Backward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
  s1: read corpus.extra.fjinvokeall.Main.B // at corpus.extra.fjinvokeall.Main$Backward.compute(Main.java:37)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.fjinvokeall.Main$Backward.compute(Main.java:37)
  s3: call corpus.extra.fjinvokeall.Main.pause // at corpus.extra.fjinvokeall.Main$Backward.compute(Main.java:38)
  s4: read corpus.extra.fjinvokeall.Main.A // at corpus.extra.fjinvokeall.Main$Backward.compute(Main.java:39)
  s5: acquire java.lang.Object@Main.java:19 // at corpus.extra.fjinvokeall.Main$Backward.compute(Main.java:39)
  s6: read java.lang.System.out          // at corpus.extra.fjinvokeall.Main$Backward.compute(Main.java:40)
  s8: release java.lang.Object@Main.java:19 // at corpus.extra.fjinvokeall.Main$Backward.compute(Main.java:41)
  s18: release java.lang.Object@Main.java:20 // at corpus.extra.fjinvokeall.Main$Backward.compute(Main.java:42)
}

proc corpus.extra.fjinvokeall.Main$Forward.<init>[corpus.extra.fjinvokeall.Main$Forward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
}

proc corpus.extra.fjinvokeall.Main$Forward.compute[corpus.extra.fjinvokeall.Main$Forward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
  s1: read corpus.extra.fjinvokeall.Main.A // at corpus.extra.fjinvokeall.Main$Forward.compute(Main.java:25)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.fjinvokeall.Main$Forward.compute(Main.java:25)
  s3: call corpus.extra.fjinvokeall.Main.pause // at corpus.extra.fjinvokeall.Main$Forward.compute(Main.java:26)
  s4: read corpus.extra.fjinvokeall.Main.B // at corpus.extra.fjinvokeall.Main$Forward.compute(Main.java:27)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.extra.fjinvokeall.Main$Forward.compute(Main.java:27)
  s6: read java.lang.System.out          // at corpus.extra.fjinvokeall.Main$Forward.compute(Main.java:28)
  s8: release java.lang.Object@Main.java:20 // at corpus.extra.fjinvokeall.Main$Forward.compute(Main.java:29)
  s18: release java.lang.Object@Main.java:19 // at corpus.extra.fjinvokeall.Main$Forward.compute(Main.java:30)
}

proc corpus.extra.fjinvokeall.Main$Idle.<init>[corpus.extra.fjinvokeall.Main$Idle@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
}

proc corpus.extra.fjinvokeall.Main$Idle.compute[corpus.extra.fjinvokeall.Main$Idle@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
}

proc corpus.extra.fjinvokeall.Main$Top.<init>[corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
}

proc corpus.extra.fjinvokeall.Main$Top.compute[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
  s3: call corpus.extra.fjinvokeall.Main$Forward.<init>[corpus.extra.fjinvokeall.Main$Forward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s4: write java.util.concurrent.ForkJoinTask[]@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68][0] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s6: call corpus.extra.fjinvokeall.Main$Backward.<init>[corpus.extra.fjinvokeall.Main$Backward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s7: write java.util.concurrent.ForkJoinTask[]@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68][1] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s9: call corpus.extra.fjinvokeall.Main$Idle.<init>[corpus.extra.fjinvokeall.Main$Idle@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s10: write java.util.concurrent.ForkJoinTask[]@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68][2] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12: up java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_3: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_4: up java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_5: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_8: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 else s12_6 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_9: call corpus.extra.fjinvokeall.Main$Forward.compute[corpus.extra.fjinvokeall.Main$Forward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_10: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done 1 else s12_7 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_11: goto s12_7                     // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_6: until java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done >= 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_7: skip                            // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_14: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 else s12_12 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_15: call corpus.extra.fjinvokeall.Main$Backward.compute[corpus.extra.fjinvokeall.Main$Backward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_16: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done 1 else s12_13 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_17: goto s12_13                    // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_12: until java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done >= 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_13: skip                           // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_20: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 else s12_18 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_21: call corpus.extra.fjinvokeall.Main$Idle.compute[corpus.extra.fjinvokeall.Main$Idle@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_22: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done 1 else s12_19 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_23: goto s12_19                    // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_18: until java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done >= 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  s12_19: skip                           // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
}

proc corpus.extra.fjinvokeall.Main.<clinit> {
  s2: write corpus.extra.fjinvokeall.Main.A // at corpus.extra.fjinvokeall.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.fjinvokeall.Main.B // at corpus.extra.fjinvokeall.Main.<clinit>(Main.java:20)
}

proc corpus.extra.fjinvokeall.Main.main {
  s5: call corpus.extra.fjinvokeall.Main$Top.<init>[corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  s7: up java.util.concurrent.ForkJoinWorkerThread@Main.java:68.pending 1 // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  s7_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:68 java.util.concurrent.ForkJoinWorkerThread@Main.java:68 // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  s7_4: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:68.pending 1 else s7_2 // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  s7_5: call corpus.extra.fjinvokeall.Main$Top.compute[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  s7_6: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:68.done 1 else s7_3 // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  s7_7: goto s7_3                        // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  s7_2: until java.util.concurrent.ForkJoinWorkerThread@Main.java:68.done >= 1 // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  s7_3: skip                             // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
}

proc corpus.extra.fjinvokeall.Main.pause {
}

proc entry {
  init0: call corpus.extra.fjinvokeall.Main.<clinit> // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  main: call corpus.extra.fjinvokeall.Main.main // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 else exit // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  c0: call corpus.extra.fjinvokeall.Main$Backward.compute[corpus.extra.fjinvokeall.Main$Backward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:55#2[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 else exit // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  c0: call corpus.extra.fjinvokeall.Main$Idle.compute[corpus.extra.fjinvokeall.Main$Idle@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:55#3[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].pending 1 else exit // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  c0: call corpus.extra.fjinvokeall.Main$Forward.compute[corpus.extra.fjinvokeall.Main$Forward@Main.java:55,corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:55[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68].done 1 // at corpus.extra.fjinvokeall.Main$Top.compute(Main.java:55)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:68 {
  t1: jump t0 exit                       // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:68.pending 1 else exit // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  c0: call corpus.extra.fjinvokeall.Main$Top.compute[corpus.extra.fjinvokeall.Main.main:68#7,corpus.extra.fjinvokeall.Main$Top@Main.java:68] // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:68.done 1 // at corpus.extra.fjinvokeall.Main.main(Main.java:68)
}
