main entry

proc corpus.extra.arrayreverseview.Main.<clinit> {
  s2: write corpus.extra.arrayreverseview.Main.FIRST // at corpus.extra.arrayreverseview.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.arrayreverseview.Main.SECOND // at corpus.extra.arrayreverseview.Main.<clinit>(Main.java:21)
}

proc corpus.extra.arrayreverseview.Main.lambda$main$0 {
  s1: read corpus.extra.arrayreverseview.Main.FIRST // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:25)
  s2: write java.lang.Object[]@Main.java:25[0] // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:25)
  s3: read corpus.extra.arrayreverseview.Main.SECOND // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:25)
  s4: write java.lang.Object[]@Main.java:25[1] // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:25)
  s8: read java.lang.Object[]@Main.java:25[0] // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:27)
  s9: jump s9_1 s9_3                     // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:27)
  s9_1: acquire java.lang.Object@Main.java:20 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:27)
  s9_2: goto s10e1                       // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:27)
  s9_3: acquire java.lang.Object@Main.java:21 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:27)
  s9_4: goto s10e2                       // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:27)
  s10e1: read java.lang.Object[]@Main.java:25[1] // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e1: jump s11e1_1 s11e1_3            // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e1_1: acquire java.lang.Object@Main.java:20 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e1_2: goto s12e3                    // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e1_3: acquire java.lang.Object@Main.java:21 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e1_4: goto s12e4                    // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s24e1: release java.lang.Object@Main.java:20 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:31)
  s24e1_1: goto exit                     // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:31)
  s10e2: read java.lang.Object[]@Main.java:25[1] // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e2: jump s11e2_1 s11e2_3            // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e2_1: acquire java.lang.Object@Main.java:20 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e2_2: goto s12e5                    // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e2_3: acquire java.lang.Object@Main.java:21 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s11e2_4: goto s12e6                    // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:28)
  s24e2: release java.lang.Object@Main.java:21 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:31)
  s24e2_1: goto exit                     // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:31)
  s12e3: read java.lang.System.out       // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:29)
  s14e3: release java.lang.Object@Main.java:20 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:30)
  s14e3_1: goto s24e1                    // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:30)
  s12e4: read java.lang.System.out       // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:29)
  s14e4: release java.lang.Object@Main.java:21 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:30)
  s14e4_1: goto s24e1                    // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:30)
  s12e5: read java.lang.System.out       // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:29)
  s14e5: release java.lang.Object@Main.java:20 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:30)
  s14e5_1: goto s24e2                    // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:30)
  s12e6: read java.lang.System.out       // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:29)
  s14e6: release java.lang.Object@Main.java:21 // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:30)
  s14e6_1: goto s24e2                    // at corpus.extra.arrayreverseview.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.arrayreverseview.Main.main {
  s5: fork corpus.extra.arrayreverseview.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.arrayreverseview.Main.main(Main.java:33)
  s6: read corpus.extra.arrayreverseview.Main.FIRST // at corpus.extra.arrayreverseview.Main.main(Main.java:34)
  s7: acquire java.lang.Object@Main.java:20 // at corpus.extra.arrayreverseview.Main.main(Main.java:34)
  s8: read corpus.extra.arrayreverseview.Main.SECOND // at corpus.extra.arrayreverseview.Main.main(Main.java:35)
  s9: acquire java.lang.Object@Main.java:21 // at corpus.extra.arrayreverseview.Main.main(Main.java:35)
  s10: read java.lang.System.out         // at corpus.extra.arrayreverseview.Main.main(Main.java:36)
  s12: release java.lang.Object@Main.java:21 // at corpus.extra.arrayreverseview.Main.main(Main.java:37)
  s22: release java.lang.Object@Main.java:20 // at corpus.extra.arrayreverseview.Main.main(Main.java:38)
  s24: join java.lang.Thread@Main.java:24 // at corpus.extra.arrayreverseview.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.arrayreverseview.Main.<clinit> // at corpus.extra.arrayreverseview.Main.main(Main.java:24)
  main: call corpus.extra.arrayreverseview.Main.main // at corpus.extra.arrayreverseview.Main.main(Main.java:24)
}
