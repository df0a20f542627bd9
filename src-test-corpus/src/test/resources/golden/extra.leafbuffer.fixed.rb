main entry

proc corpus.extra.leafbuffer.fixed.Main.<clinit> {
  s2: write corpus.extra.leafbuffer.fixed.Main.A // at corpus.extra.leafbuffer.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.leafbuffer.fixed.Main.B // at corpus.extra.leafbuffer.fixed.Main.<clinit>(Main.java:17)
  s7: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.<clinit>(Main.java:18)
  s7_1: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.<clinit>(Main.java:18)
  s8: write corpus.extra.leafbuffer.fixed.Main.LOG // at corpus.extra.leafbuffer.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.leafbuffer.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.leafbuffer.fixed.Main.A // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:26)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:26)
  s2: read corpus.extra.leafbuffer.fixed.Main.LOG // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:27)
  s3: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:27)
  s3_1: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:27)
  s5: read corpus.extra.leafbuffer.fixed.Main.B // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:28)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:28)
  s7: read corpus.extra.leafbuffer.fixed.Main.LOG // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:29)
  s8: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:29)
  s8_1: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:29)
  s9: release java.lang.Object@Main.java:17 // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:30)
  s19: release java.lang.Object@Main.java:16 // at corpus.extra.leafbuffer.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.leafbuffer.fixed.Main.main {
  s5: fork corpus.extra.leafbuffer.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:33)
  s6: read corpus.extra.leafbuffer.fixed.Main.A // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:34)
  s7: acquire java.lang.Object@Main.java:16 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:34)
  s8: read corpus.extra.leafbuffer.fixed.Main.LOG // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:35)
  s9: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:35)
  s9_1: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:35)
  s10: read corpus.extra.leafbuffer.fixed.Main.B // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:36)
  s11: acquire java.lang.Object@Main.java:17 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:36)
  s12: read corpus.extra.leafbuffer.fixed.Main.LOG // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:37)
  s15: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:37)
  s15_1: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:37)
  s16: release java.lang.Object@Main.java:17 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:38)
  s26: release java.lang.Object@Main.java:16 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:39)
  s28: join java.lang.Thread@Main.java:25 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:40)
  s29: read java.lang.System.out         // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:41)
  s30: read corpus.extra.leafbuffer.fixed.Main.LOG // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:41)
  s31_2: jump s31_1 s31                  // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:41)
  s31: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:41)
  s31_3: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:41)
  s31_1: skip                            // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.leafbuffer.fixed.Main.<clinit> // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:25)
  main: call corpus.extra.leafbuffer.fixed.Main.main // at corpus.extra.leafbuffer.fixed.Main.main(Main.java:25)
}
