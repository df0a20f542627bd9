main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 19 init 19
counter trips.corpus.extra.firsttrip.fixed.Main.main.5 cap 20 init 0 per-thread

proc corpus.extra.firsttrip.fixed.Main$Part.$values {
  s1: read corpus.extra.firsttrip.fixed.Main$Part.HEADER // at corpus.extra.firsttrip.fixed.Main$Part.$values(Main.java:18)
  s2: write corpus.extra.firsttrip.fixed.Main$Part[]@Main.java:18[0] // at corpus.extra.firsttrip.fixed.Main$Part.$values(Main.java:18)
  s3: read corpus.extra.firsttrip.fixed.Main$Part.BODY // at corpus.extra.firsttrip.fixed.Main$Part.$values(Main.java:18)
  s4: write corpus.extra.firsttrip.fixed.Main$Part[]@Main.java:18[1] // at corpus.extra.firsttrip.fixed.Main$Part.$values(Main.java:18)
}

proc corpus.extra.firsttrip.fixed.Main$Part.<clinit> {
  s1: call corpus.extra.firsttrip.fixed.Main$Part.<init>[corpus.extra.firsttrip.fixed.Main$Part@Main.java:18#2] // at corpus.extra.firsttrip.fixed.Main$Part.<clinit>(Main.java:18)
  s2: write corpus.extra.firsttrip.fixed.Main$Part.HEADER // at corpus.extra.firsttrip.fixed.Main$Part.<clinit>(Main.java:18)
  s4: call corpus.extra.firsttrip.fixed.Main$Part.<init>[corpus.extra.firsttrip.fixed.Main$Part@Main.java:18#2] // at corpus.extra.firsttrip.fixed.Main$Part.<clinit>(Main.java:18)
  s5: write corpus.extra.firsttrip.fixed.Main$Part.BODY // at corpus.extra.firsttrip.fixed.Main$Part.<clinit>(Main.java:18)
  s6: call corpus.extra.firsttrip.fixed.Main$Part.$values // at corpus.extra.firsttrip.fixed.Main$Part.<clinit>(Main.java:18)
  s7: write corpus.extra.firsttrip.fixed.Main$Part.$VALUES // at corpus.extra.firsttrip.fixed.Main$Part.<clinit>(Main.java:18)
}

proc corpus.extra.firsttrip.fixed.Main$Part.<init>[corpus.extra.firsttrip.fixed.Main$Part@Main.java:18#2] {
}

proc corpus.extra.firsttrip.fixed.Main.main {
  s5: tryup trips.corpus.extra.firsttrip.fixed.Main.main.5 1 else s5_2 // at corpus.extra.firsttrip.fixed.Main.main(Main.java:22)
  s5_1: goto s6_1                        // at corpus.extra.firsttrip.fixed.Main.main(Main.java:22)
  s5_2: down trips.corpus.extra.firsttrip.fixed.Main.main.5 20 // at corpus.extra.firsttrip.fixed.Main.main(Main.java:22)
  s5_3: goto s15                         // at corpus.extra.firsttrip.fixed.Main.main(Main.java:22)
  s6_1: trydown trips.corpus.extra.firsttrip.fixed.Main.main.5 2 else s7 // at corpus.extra.firsttrip.fixed.Main.main(Main.java:23)
  s6_2: up trips.corpus.extra.firsttrip.fixed.Main.main.5 2 // at corpus.extra.firsttrip.fixed.Main.main(Main.java:23)
  s6_3: goto s9                          // at corpus.extra.firsttrip.fixed.Main.main(Main.java:23)
  s7: read corpus.extra.firsttrip.fixed.Main$Part.HEADER // at corpus.extra.firsttrip.fixed.Main.main(Main.java:23)
  s7_1: goto s10e1                       // at corpus.extra.firsttrip.fixed.Main.main(Main.java:23)
  s9: read corpus.extra.firsttrip.fixed.Main$Part.BODY // at corpus.extra.firsttrip.fixed.Main.main(Main.java:23)
  s9_1: goto s10e2                       // at corpus.extra.firsttrip.fixed.Main.main(Main.java:23)
  s12: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s12_1 // at corpus.extra.firsttrip.fixed.Main.main(Main.java:25)
  s12_1: skip                            // at corpus.extra.firsttrip.fixed.Main.main(Main.java:25)
  s12_2: goto s5                         // at corpus.extra.firsttrip.fixed.Main.main(Main.java:25)
  s15: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.firsttrip.fixed.Main.main(Main.java:28)
  s15_1: goto exit                       // at corpus.extra.firsttrip.fixed.Main.main(Main.java:28)
  s10e1: read corpus.extra.firsttrip.fixed.Main$Part.BODY // at corpus.extra.firsttrip.fixed.Main.main(Main.java:24)
  s10e1_1: goto s5                       // at corpus.extra.firsttrip.fixed.Main.main(Main.java:24)
  s10e2: read corpus.extra.firsttrip.fixed.Main$Part.BODY // at corpus.extra.firsttrip.fixed.Main.main(Main.java:24)
  s10e2_1: goto s12                      // at corpus.extra.firsttrip.fixed.Main.main(Main.java:24)
}

proc entry {
  init0: call corpus.extra.firsttrip.fixed.Main$Part.<clinit> // at corpus.extra.firsttrip.fixed.Main.main(Main.java:21)
  main: call corpus.extra.firsttrip.fixed.Main.main // at corpus.extra.firsttrip.fixed.Main.main(Main.java:21)
}
