main entry

proc corpus.extra.jdksingleton.Main.<clinit> {
  s2: write corpus.extra.jdksingleton.Main.LEDGER // at corpus.extra.jdksingleton.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.jdksingleton.Main.JOURNAL // at corpus.extra.jdksingleton.Main.<clinit>(Main.java:20)
}

proc corpus.extra.jdksingleton.Main.lambda$main$0 {
  s0: read corpus.extra.jdksingleton.Main.JOURNAL // at corpus.extra.jdksingleton.Main.lambda$main$0(Main.java:34)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdksingleton.Main.lambda$main$0(Main.java:34)
  s2: call corpus.extra.jdksingleton.Main.pause // at corpus.extra.jdksingleton.Main.lambda$main$0(Main.java:35)
  s3: read corpus.extra.jdksingleton.Main.LEDGER // at corpus.extra.jdksingleton.Main.lambda$main$0(Main.java:36)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.jdksingleton.Main.lambda$main$0(Main.java:36)
  s5: read java.lang.System.out          // at corpus.extra.jdksingleton.Main.lambda$main$0(Main.java:37)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.jdksingleton.Main.lambda$main$0(Main.java:38)
  s17: release java.lang.Object@Main.java:20 // at corpus.extra.jdksingleton.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.jdksingleton.Main.main {
  s7: fork corpus.extra.jdksingleton.Main.lambda$main$0 java.lang.Thread@Main.java:33 // at corpus.extra.jdksingleton.Main.main(Main.java:41)
  s8: jump s9 s26                        // at corpus.extra.jdksingleton.Main.main(Main.java:42)
  s9: read corpus.extra.jdksingleton.Main.LEDGER // at corpus.extra.jdksingleton.Main.main(Main.java:43)
  s10: acquire java.lang.Object@Main.java:19 // at corpus.extra.jdksingleton.Main.main(Main.java:43)
  s11: call corpus.extra.jdksingleton.Main.pause // at corpus.extra.jdksingleton.Main.main(Main.java:44)
  s12: read corpus.extra.jdksingleton.Main.JOURNAL // at corpus.extra.jdksingleton.Main.main(Main.java:45)
  s13: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdksingleton.Main.main(Main.java:45)
  s14: read java.lang.System.out         // at corpus.extra.jdksingleton.Main.main(Main.java:46)
  s16: release java.lang.Object@Main.java:20 // at corpus.extra.jdksingleton.Main.main(Main.java:47)
  s16_1: goto s44                        // at corpus.extra.jdksingleton.Main.main(Main.java:47)
  s26: read corpus.extra.jdksingleton.Main.JOURNAL // at corpus.extra.jdksingleton.Main.main(Main.java:50)
  s27: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdksingleton.Main.main(Main.java:50)
  s28: read corpus.extra.jdksingleton.Main.LEDGER // at corpus.extra.jdksingleton.Main.main(Main.java:51)
  s29: acquire java.lang.Object@Main.java:19 // at corpus.extra.jdksingleton.Main.main(Main.java:51)
  s30: read java.lang.System.out         // at corpus.extra.jdksingleton.Main.main(Main.java:52)
  s32: release java.lang.Object@Main.java:19 // at corpus.extra.jdksingleton.Main.main(Main.java:53)
  s42: release java.lang.Object@Main.java:20 // at corpus.extra.jdksingleton.Main.main(Main.java:54)
  s42_1: goto s47                        // at corpus.extra.jdksingleton.Main.main(Main.java:54)
  s44: release java.lang.Object@Main.java:19 // at corpus.extra.jdksingleton.Main.main(Main.java:48)
  s47: join java.lang.Thread@Main.java:33 // at corpus.extra.jdksingleton.Main.main(Main.java:56)
}

proc corpus.extra.jdksingleton.Main.pause {
}

proc entry {
  init0: call corpus.extra.jdksingleton.Main.<clinit> // at corpus.extra.jdksingleton.Main.main(Main.java:31)
  main: call corpus.extra.jdksingleton.Main.main // at corpus.extra.jdksingleton.Main.main(Main.java:31)
}
