main entry

proc corpus.extra.arrayreverseview.fixed.Main.<clinit> {
  s2: write corpus.extra.arrayreverseview.fixed.Main.FIRST // at corpus.extra.arrayreverseview.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.arrayreverseview.fixed.Main.SECOND // at corpus.extra.arrayreverseview.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.arrayreverseview.fixed.Main.lambda$main$0 {
  s1: read corpus.extra.arrayreverseview.fixed.Main.FIRST // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:22)
  s2: write java.lang.Object[]@Main.java:22[0] // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:22)
  s3: read corpus.extra.arrayreverseview.fixed.Main.SECOND // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:22)
  s4: write java.lang.Object[]@Main.java:22[1] // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:22)
  s6: read java.lang.System.out          // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:23)
  s7: read java.lang.Object[]@Main.java:22[] // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:23)
  s9: read java.lang.Object[]@Main.java:22[0] // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:24)
  s10: acquire java.lang.Object@Main.java:17 // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:24)
  s11: read java.lang.Object[]@Main.java:22[1] // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:25)
  s12: acquire java.lang.Object@Main.java:18 // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:25)
  s13: read java.lang.System.out         // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:26)
  s15: release java.lang.Object@Main.java:18 // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:27)
  s25: release java.lang.Object@Main.java:17 // at corpus.extra.arrayreverseview.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.arrayreverseview.fixed.Main.main {
  s5: fork corpus.extra.arrayreverseview.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:30)
  s6: read corpus.extra.arrayreverseview.fixed.Main.FIRST // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:31)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:31)
  s8: read corpus.extra.arrayreverseview.fixed.Main.SECOND // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:32)
  s9: acquire java.lang.Object@Main.java:18 // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:32)
  s10: read java.lang.System.out         // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:33)
  s12: release java.lang.Object@Main.java:18 // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:34)
  s22: release java.lang.Object@Main.java:17 // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:35)
  s24: join java.lang.Thread@Main.java:21 // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.arrayreverseview.fixed.Main.<clinit> // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:21)
  main: call corpus.extra.arrayreverseview.fixed.Main.main // at corpus.extra.arrayreverseview.fixed.Main.main(Main.java:21)
}
