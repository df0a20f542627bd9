main entry

proc corpus.extra.startall.Main.<clinit> {
  s2: write corpus.extra.startall.Main.A // at corpus.extra.startall.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.startall.Main.B // at corpus.extra.startall.Main.<clinit>(Main.java:19)
}

proc corpus.extra.startall.Main.lambda$main$0 {
  s1: jump s2e1 s4e2                     // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s6: read corpus.extra.startall.Main.B  // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s6_1: goto s9                          // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s8: read corpus.extra.startall.Main.A  // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s9: call corpus.extra.startall.Main.work[corpus.extra.startall.Main.lambda$main$0:26#9] // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s9_1: goto exit                        // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s2e1: read corpus.extra.startall.Main.A // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s2e1_1: goto s6                        // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s4e2: read corpus.extra.startall.Main.B // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s4e2_1: goto s8                        // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.startall.Main.lambda$main$0#args,p0=0 {
  s0: goto s4e1                          // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s8: read corpus.extra.startall.Main.A  // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s9: call corpus.extra.startall.Main.work[corpus.extra.startall.Main.lambda$main$0:26#9] // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s9_1: goto exit                        // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s4e1: read corpus.extra.startall.Main.B // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s4e1_1: goto s8                        // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.startall.Main.lambda$main$0#args,p0=1 {
  s0: goto s2e1                          // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s6: read corpus.extra.startall.Main.B  // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s9: call corpus.extra.startall.Main.work[corpus.extra.startall.Main.lambda$main$0:26#9] // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s9_1: goto exit                        // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s2e1: read corpus.extra.startall.Main.A // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
  s2e1_1: goto s6                        // at corpus.extra.startall.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.startall.Main.main {
  s24: fork corpus.extra.startall.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:26 // at corpus.extra.startall.Main.main(Main.java:29)
  s24_1: goto s75                        // at corpus.extra.startall.Main.main(Main.java:29)
  s32: join java.lang.Thread@Main.java:26 // at corpus.extra.startall.Main.main(Main.java:32)
  s63: join java.lang.Thread@Main.java:26#2 // at corpus.extra.startall.Main.main(Main.java:32)
  s69: join java.lang.Thread@Main.java:26#3 // at corpus.extra.startall.Main.main(Main.java:32)
  s69_1: goto exit                       // at corpus.extra.startall.Main.main(Main.java:32)
  s75: fork corpus.extra.startall.Main.lambda$main$0#args,p0=0 java.lang.Thread@Main.java:26#2 // at corpus.extra.startall.Main.main(Main.java:29)
  s81: fork corpus.extra.startall.Main.lambda$main$0#args,p0=0 java.lang.Thread@Main.java:26#3 // at corpus.extra.startall.Main.main(Main.java:29)
  s81_1: goto s32                        // at corpus.extra.startall.Main.main(Main.java:29)
}

proc corpus.extra.startall.Main.work[corpus.extra.startall.Main.lambda$main$0:26#9] {
  s3: jump s3_1 s3_3                     // at corpus.extra.startall.Main.work(Main.java:37)
  s3_1: acquire java.lang.Object@Main.java:18 // at corpus.extra.startall.Main.work(Main.java:37)
  s3_2: goto s5e1                        // at corpus.extra.startall.Main.work(Main.java:37)
  s3_3: acquire java.lang.Object@Main.java:19 // at corpus.extra.startall.Main.work(Main.java:37)
  s3_4: goto s5e2                        // at corpus.extra.startall.Main.work(Main.java:37)
  s5e1: jump s5e1_1 s5e1_3               // at corpus.extra.startall.Main.work(Main.java:38)
  s5e1_1: acquire java.lang.Object@Main.java:18 // at corpus.extra.startall.Main.work(Main.java:38)
  s5e1_2: goto s6e3                      // at corpus.extra.startall.Main.work(Main.java:38)
  s5e1_3: acquire java.lang.Object@Main.java:19 // at corpus.extra.startall.Main.work(Main.java:38)
  s5e1_4: goto s6e4                      // at corpus.extra.startall.Main.work(Main.java:38)
  s19e1: release java.lang.Object@Main.java:18 // at corpus.extra.startall.Main.work(Main.java:41)
  s19e1_1: goto exit                     // at corpus.extra.startall.Main.work(Main.java:41)
  s5e2: jump s5e2_1 s5e2_3               // at corpus.extra.startall.Main.work(Main.java:38)
  s5e2_1: acquire java.lang.Object@Main.java:18 // at corpus.extra.startall.Main.work(Main.java:38)
  s5e2_2: goto s6e5                      // at corpus.extra.startall.Main.work(Main.java:38)
  s5e2_3: acquire java.lang.Object@Main.java:19 // at corpus.extra.startall.Main.work(Main.java:38)
  s5e2_4: goto s6e6                      // at corpus.extra.startall.Main.work(Main.java:38)
  s19e2: release java.lang.Object@Main.java:19 // at corpus.extra.startall.Main.work(Main.java:41)
  s19e2_1: goto exit                     // at corpus.extra.startall.Main.work(Main.java:41)
  s6e3: read corpus.extra.startall.Main.total // at corpus.extra.startall.Main.work(Main.java:39)
  s8e3: write corpus.extra.startall.Main.total // at corpus.extra.startall.Main.work(Main.java:39)
  s9e3: release java.lang.Object@Main.java:18 // at corpus.extra.startall.Main.work(Main.java:40)
  s9e3_1: goto s19e1                     // at corpus.extra.startall.Main.work(Main.java:40)
  s6e4: read corpus.extra.startall.Main.total // at corpus.extra.startall.Main.work(Main.java:39)
  s8e4: write corpus.extra.startall.Main.total // at corpus.extra.startall.Main.work(Main.java:39)
  s9e4: release java.lang.Object@Main.java:19 // at corpus.extra.startall.Main.work(Main.java:40)
  s9e4_1: goto s19e1                     // at corpus.extra.startall.Main.work(Main.java:40)
  s6e5: read corpus.extra.startall.Main.total // at corpus.extra.startall.Main.work(Main.java:39)
  s8e5: write corpus.extra.startall.Main.total // at corpus.extra.startall.Main.work(Main.java:39)
  s9e5: release java.lang.Object@Main.java:18 // at corpus.extra.startall.Main.work(Main.java:40)
  s9e5_1: goto s19e2                     // at corpus.extra.startall.Main.work(Main.java:40)
  s6e6: read corpus.extra.startall.Main.total // at corpus.extra.startall.Main.work(Main.java:39)
  s8e6: write corpus.extra.startall.Main.total // at corpus.extra.startall.Main.work(Main.java:39)
  s9e6: release java.lang.Object@Main.java:19 // at corpus.extra.startall.Main.work(Main.java:40)
  s9e6_1: goto s19e2                     // at corpus.extra.startall.Main.work(Main.java:40)
}

proc entry {
  init0: call corpus.extra.startall.Main.<clinit> // at corpus.extra.startall.Main.main(Main.java:23)
  main: call corpus.extra.startall.Main.main // at corpus.extra.startall.Main.main(Main.java:23)
}
