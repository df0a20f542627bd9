main entry

proc corpus.extra.joinloop.Main.<clinit> {
  s2: write corpus.extra.joinloop.Main.A // at corpus.extra.joinloop.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.joinloop.Main.B // at corpus.extra.joinloop.Main.<clinit>(Main.java:18)
}

proc corpus.extra.joinloop.Main.lambda$main$0 {
  s1: jump s2e1 s4e2                     // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s6: read corpus.extra.joinloop.Main.B  // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s6_1: goto s9                          // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s8: read corpus.extra.joinloop.Main.A  // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s9: call corpus.extra.joinloop.Main.work[corpus.extra.joinloop.Main.lambda$main$0:25#9] // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s9_1: goto exit                        // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s2e1: read corpus.extra.joinloop.Main.A // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s2e1_1: goto s6                        // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s4e2: read corpus.extra.joinloop.Main.B // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s4e2_1: goto s8                        // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.joinloop.Main.lambda$main$0#args,p0=0 {
  s0: goto s4e1                          // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s8: read corpus.extra.joinloop.Main.A  // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s9: call corpus.extra.joinloop.Main.work[corpus.extra.joinloop.Main.lambda$main$0:25#9] // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s9_1: goto exit                        // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s4e1: read corpus.extra.joinloop.Main.B // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s4e1_1: goto s8                        // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.joinloop.Main.lambda$main$0#args,p0=1 {
  s0: goto s2e1                          // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s6: read corpus.extra.joinloop.Main.B  // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s9: call corpus.extra.joinloop.Main.work[corpus.extra.joinloop.Main.lambda$main$0:25#9] // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s9_1: goto exit                        // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s2e1: read corpus.extra.joinloop.Main.A // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
  s2e1_1: goto s6                        // at corpus.extra.joinloop.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.joinloop.Main.main {
  s13e1: write java.lang.Thread[]@Main.java:22[0] // at corpus.extra.joinloop.Main.main(Main.java:25)
  s14e1: read java.lang.Thread[]@Main.java:22[0] // at corpus.extra.joinloop.Main.main(Main.java:26)
  s15e1: fork corpus.extra.joinloop.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:25 // at corpus.extra.joinloop.Main.main(Main.java:26)
  s42e5: write java.lang.Thread[]@Main.java:22[1] // at corpus.extra.joinloop.Main.main(Main.java:25)
  s43e5: read java.lang.Thread[]@Main.java:22[1] // at corpus.extra.joinloop.Main.main(Main.java:26)
  s44e5: fork corpus.extra.joinloop.Main.lambda$main$0#args,p0=0 java.lang.Thread@Main.java:25#2 // at corpus.extra.joinloop.Main.main(Main.java:26)
  s21e10: read java.lang.Thread[]@Main.java:22[0] // at corpus.extra.joinloop.Main.main(Main.java:29)
  s22e10: join java.lang.Thread@Main.java:25 // at corpus.extra.joinloop.Main.main(Main.java:29)
  s28e12: read java.lang.Thread[]@Main.java:22[1] // at corpus.extra.joinloop.Main.main(Main.java:29)
  s29e12: join java.lang.Thread@Main.java:25#2 // at corpus.extra.joinloop.Main.main(Main.java:29)
}

proc corpus.extra.joinloop.Main.work[corpus.extra.joinloop.Main.lambda$main$0:25#9] {
  s3: jump s3_1 s3_3                     // at corpus.extra.joinloop.Main.work(Main.java:34)
  s3_1: acquire java.lang.Object@Main.java:17 // at corpus.extra.joinloop.Main.work(Main.java:34)
  s3_2: goto s5e1                        // at corpus.extra.joinloop.Main.work(Main.java:34)
  s3_3: acquire java.lang.Object@Main.java:18 // at corpus.extra.joinloop.Main.work(Main.java:34)
  s3_4: goto s5e2                        // at corpus.extra.joinloop.Main.work(Main.java:34)
  s5e1: jump s5e1_1 s5e1_3               // at corpus.extra.joinloop.Main.work(Main.java:35)
  s5e1_1: acquire java.lang.Object@Main.java:17 // at corpus.extra.joinloop.Main.work(Main.java:35)
  s5e1_2: goto s6e3                      // at corpus.extra.joinloop.Main.work(Main.java:35)
  s5e1_3: acquire java.lang.Object@Main.java:18 // at corpus.extra.joinloop.Main.work(Main.java:35)
  s5e1_4: goto s6e4                      // at corpus.extra.joinloop.Main.work(Main.java:35)
  s19e1: release java.lang.Object@Main.java:17 // at corpus.extra.joinloop.Main.work(Main.java:38)
  s19e1_1: goto exit                     // at corpus.extra.joinloop.Main.work(Main.java:38)
  s5e2: jump s5e2_1 s5e2_3               // at corpus.extra.joinloop.Main.work(Main.java:35)
  s5e2_1: acquire java.lang.Object@Main.java:17 // at corpus.extra.joinloop.Main.work(Main.java:35)
  s5e2_2: goto s6e5                      // at corpus.extra.joinloop.Main.work(Main.java:35)
  s5e2_3: acquire java.lang.Object@Main.java:18 // at corpus.extra.joinloop.Main.work(Main.java:35)
  s5e2_4: goto s6e6                      // at corpus.extra.joinloop.Main.work(Main.java:35)
  s19e2: release java.lang.Object@Main.java:18 // at corpus.extra.joinloop.Main.work(Main.java:38)
  s19e2_1: goto exit                     // at corpus.extra.joinloop.Main.work(Main.java:38)
  s6e3: read corpus.extra.joinloop.Main.total // at corpus.extra.joinloop.Main.work(Main.java:36)
  s8e3: write corpus.extra.joinloop.Main.total // at corpus.extra.joinloop.Main.work(Main.java:36)
  s9e3: release java.lang.Object@Main.java:17 // at corpus.extra.joinloop.Main.work(Main.java:37)
  s9e3_1: goto s19e1                     // at corpus.extra.joinloop.Main.work(Main.java:37)
  s6e4: read corpus.extra.joinloop.Main.total // at corpus.extra.joinloop.Main.work(Main.java:36)
  s8e4: write corpus.extra.joinloop.Main.total // at corpus.extra.joinloop.Main.work(Main.java:36)
  s9e4: release java.lang.Object@Main.java:18 // at corpus.extra.joinloop.Main.work(Main.java:37)
  s9e4_1: goto s19e1                     // at corpus.extra.joinloop.Main.work(Main.java:37)
  s6e5: read corpus.extra.joinloop.Main.total // at corpus.extra.joinloop.Main.work(Main.java:36)
  s8e5: write corpus.extra.joinloop.Main.total // at corpus.extra.joinloop.Main.work(Main.java:36)
  s9e5: release java.lang.Object@Main.java:17 // at corpus.extra.joinloop.Main.work(Main.java:37)
  s9e5_1: goto s19e2                     // at corpus.extra.joinloop.Main.work(Main.java:37)
  s6e6: read corpus.extra.joinloop.Main.total // at corpus.extra.joinloop.Main.work(Main.java:36)
  s8e6: write corpus.extra.joinloop.Main.total // at corpus.extra.joinloop.Main.work(Main.java:36)
  s9e6: release java.lang.Object@Main.java:18 // at corpus.extra.joinloop.Main.work(Main.java:37)
  s9e6_1: goto s19e2                     // at corpus.extra.joinloop.Main.work(Main.java:37)
}

proc entry {
  init0: call corpus.extra.joinloop.Main.<clinit> // at corpus.extra.joinloop.Main.main(Main.java:22)
  main: call corpus.extra.joinloop.Main.main // at corpus.extra.joinloop.Main.main(Main.java:22)
}
