main entry
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:51.done limit 1 init 0
counter java.util.concurrent.ForkJoinWorkerThread@Main.java:51.pending limit 1 init 0

proc corpus.extra.fjinvokeall.fixed.Main$Forward.<init>[corpus.extra.fjinvokeall.fixed.Main$Forward@Main.java:38#2,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
}

proc corpus.extra.fjinvokeall.fixed.Main$Forward.compute[corpus.extra.fjinvokeall.fixed.Main$Forward@Main.java:38#2,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
  s1: read corpus.extra.fjinvokeall.fixed.Main.A // at corpus.extra.fjinvokeall.fixed.Main$Forward.compute(Main.java:20)
  s2: acquire java.lang.Object@Main.java:14 // at corpus.extra.fjinvokeall.fixed.Main$Forward.compute(Main.java:20)
  s3: call corpus.extra.fjinvokeall.fixed.Main.pause // at corpus.extra.fjinvokeall.fixed.Main$Forward.compute(Main.java:21)
  s4: read corpus.extra.fjinvokeall.fixed.Main.B // at corpus.extra.fjinvokeall.fixed.Main$Forward.compute(Main.java:22)
  s5: acquire java.lang.Object@Main.java:15 // at corpus.extra.fjinvokeall.fixed.Main$Forward.compute(Main.java:22)
  s6: read java.lang.System.out          // at corpus.extra.fjinvokeall.fixed.Main$Forward.compute(Main.java:23)
  s8: release java.lang.Object@Main.java:15 // at corpus.extra.fjinvokeall.fixed.Main$Forward.compute(Main.java:24)
  s18: release java.lang.Object@Main.java:14 // at corpus.extra.fjinvokeall.fixed.Main$Forward.compute(Main.java:25)
}

proc corpus.extra.fjinvokeall.fixed.Main$Idle.<init>[corpus.extra.fjinvokeall.fixed.Main$Idle@Main.java:38,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
}

proc corpus.extra.fjinvokeall.fixed.Main$Idle.compute[corpus.extra.fjinvokeall.fixed.Main$Idle@Main.java:38,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
}

proc corpus.extra.fjinvokeall.fixed.Main$Top.<init>[corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
}

proc corpus.extra.fjinvokeall.fixed.Main$Top.compute[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
  s3: call corpus.extra.fjinvokeall.fixed.Main$Forward.<init>[corpus.extra.fjinvokeall.fixed.Main$Forward@Main.java:38#2,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s4: write java.util.concurrent.ForkJoinTask[]@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51][0] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s6: call corpus.extra.fjinvokeall.fixed.Main$Forward.<init>[corpus.extra.fjinvokeall.fixed.Main$Forward@Main.java:38#2,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s7: write java.util.concurrent.ForkJoinTask[]@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51][1] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s9: call corpus.extra.fjinvokeall.fixed.Main$Idle.<init>[corpus.extra.fjinvokeall.fixed.Main$Idle@Main.java:38,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s10: write java.util.concurrent.ForkJoinTask[]@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51][2] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12: up java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_3: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_4: up java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_5: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_8: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 else s12_6 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_9: call corpus.extra.fjinvokeall.fixed.Main$Forward.compute[corpus.extra.fjinvokeall.fixed.Main$Forward@Main.java:38#2,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_10: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done 1 else s12_7 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_11: goto s12_7                     // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_6: until java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done >= 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_7: skip                            // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_14: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 else s12_12 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_15: call corpus.extra.fjinvokeall.fixed.Main$Forward.compute[corpus.extra.fjinvokeall.fixed.Main$Forward@Main.java:38#2,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_16: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done 1 else s12_13 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_17: goto s12_13                    // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_12: until java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done >= 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_13: skip                           // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_20: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 else s12_18 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_21: call corpus.extra.fjinvokeall.fixed.Main$Idle.compute[corpus.extra.fjinvokeall.fixed.Main$Idle@Main.java:38,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_22: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done 1 else s12_19 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_23: goto s12_19                    // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_18: until java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done >= 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  s12_19: skip                           // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
}

proc corpus.extra.fjinvokeall.fixed.Main.<clinit> {
  s2: write corpus.extra.fjinvokeall.fixed.Main.A // at corpus.extra.fjinvokeall.fixed.Main.<clinit>(Main.java:14)
  s5: write corpus.extra.fjinvokeall.fixed.Main.B // at corpus.extra.fjinvokeall.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.fjinvokeall.fixed.Main.main {
  s5: call corpus.extra.fjinvokeall.fixed.Main$Top.<init>[corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  s7: up java.util.concurrent.ForkJoinWorkerThread@Main.java:51.pending 1 // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  s7_1: fork thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:51 java.util.concurrent.ForkJoinWorkerThread@Main.java:51 // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  s7_4: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:51.pending 1 else s7_2 // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  s7_5: call corpus.extra.fjinvokeall.fixed.Main$Top.compute[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  s7_6: tryup java.util.concurrent.ForkJoinWorkerThread@Main.java:51.done 1 else s7_3 // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  s7_7: goto s7_3                        // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  s7_2: until java.util.concurrent.ForkJoinWorkerThread@Main.java:51.done >= 1 // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  s7_3: skip                             // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
}

proc corpus.extra.fjinvokeall.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.fjinvokeall.fixed.Main.<clinit> // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  main: call corpus.extra.fjinvokeall.fixed.Main.main // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 else exit // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  c0: call corpus.extra.fjinvokeall.fixed.Main$Forward.compute[corpus.extra.fjinvokeall.fixed.Main$Forward@Main.java:38#2,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:38#2[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 else exit // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  c0: call corpus.extra.fjinvokeall.fixed.Main$Idle.compute[corpus.extra.fjinvokeall.fixed.Main$Idle@Main.java:38,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:38#3[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] {
  t1: jump t0 exit                       // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].pending 1 else exit // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  c0: call corpus.extra.fjinvokeall.fixed.Main$Forward.compute[corpus.extra.fjinvokeall.fixed.Main$Forward@Main.java:38#2,corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:38[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51].done 1 // at corpus.extra.fjinvokeall.fixed.Main$Top.compute(Main.java:38)
}

proc thread:java.util.concurrent.ForkJoinWorkerThread@Main.java:51 {
  t1: jump t0 exit                       // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  t0: trydown java.util.concurrent.ForkJoinWorkerThread@Main.java:51.pending 1 else exit // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  c0: call corpus.extra.fjinvokeall.fixed.Main$Top.compute[corpus.extra.fjinvokeall.fixed.Main.main:51#7,corpus.extra.fjinvokeall.fixed.Main$Top@Main.java:51] // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
  t2: up java.util.concurrent.ForkJoinWorkerThread@Main.java:51.done 1 // at corpus.extra.fjinvokeall.fixed.Main.main(Main.java:51)
}
