main entry

proc corpus.extra.jdksingleton.fixed.Main.<clinit> {
  s2: write corpus.extra.jdksingleton.fixed.Main.LEDGER // at corpus.extra.jdksingleton.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.jdksingleton.fixed.Main.JOURNAL // at corpus.extra.jdksingleton.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.jdksingleton.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.jdksingleton.fixed.Main.JOURNAL // at corpus.extra.jdksingleton.fixed.Main.lambda$main$0(Main.java:32)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdksingleton.fixed.Main.lambda$main$0(Main.java:32)
  s2: call corpus.extra.jdksingleton.fixed.Main.pause // at corpus.extra.jdksingleton.fixed.Main.lambda$main$0(Main.java:33)
  s3: read corpus.extra.jdksingleton.fixed.Main.LEDGER // at corpus.extra.jdksingleton.fixed.Main.lambda$main$0(Main.java:34)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdksingleton.fixed.Main.lambda$main$0(Main.java:34)
  s5: read java.lang.System.out          // at corpus.extra.jdksingleton.fixed.Main.lambda$main$0(Main.java:35)
  s7: release java.lang.Object@Main.java:17 // at corpus.extra.jdksingleton.fixed.Main.lambda$main$0(Main.java:36)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.jdksingleton.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.jdksingleton.fixed.Main.main {
  s7: fork corpus.extra.jdksingleton.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:31 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:39)
  s8: jump s9 s26                        // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:40)
  s9: read corpus.extra.jdksingleton.fixed.Main.JOURNAL // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:41)
  s10: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:41)
  s11: call corpus.extra.jdksingleton.fixed.Main.pause // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:42)
  s12: read corpus.extra.jdksingleton.fixed.Main.LEDGER // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:43)
  s13: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:43)
  s14: read java.lang.System.out         // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:44)
  s16: release java.lang.Object@Main.java:17 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:45)
  s16_1: goto s44                        // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:45)
  s26: read corpus.extra.jdksingleton.fixed.Main.JOURNAL // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:48)
  s27: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:48)
  s28: read corpus.extra.jdksingleton.fixed.Main.LEDGER // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:49)
  s29: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:49)
  s30: read java.lang.System.out         // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:50)
  s32: release java.lang.Object@Main.java:17 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:51)
  s42: release java.lang.Object@Main.java:18 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:52)
  s42_1: goto s47                        // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:52)
  s44: release java.lang.Object@Main.java:18 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:46)
  s47: join java.lang.Thread@Main.java:31 // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:54)
}

proc corpus.extra.jdksingleton.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.jdksingleton.fixed.Main.<clinit> // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:29)
  main: call corpus.extra.jdksingleton.fixed.Main.main // at corpus.extra.jdksingleton.fixed.Main.main(Main.java:29)
}
