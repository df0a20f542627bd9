main entry

proc corpus.extra.interruptref.Main.<clinit> {
  s2: write corpus.extra.interruptref.Main.A // at corpus.extra.interruptref.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.interruptref.Main.B // at corpus.extra.interruptref.Main.<clinit>(Main.java:20)
}

proc corpus.extra.interruptref.Main.lambda$main$0 {
  s0: read corpus.extra.interruptref.Main.A // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:24)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:24)
  s2: skip                               // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:26)
  s2_1: interruptible s10 checked        // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:26)
  s2_2: skip                             // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:26)
  s2_3: goto s20                         // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:26)
  s10: read corpus.extra.interruptref.Main.B // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:28)
  s11: acquire java.lang.Object@Main.java:20 // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:28)
  s12: read java.lang.System.out         // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:29)
  s14: release java.lang.Object@Main.java:20 // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:30)
  s20: release java.lang.Object@Main.java:19 // at corpus.extra.interruptref.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.interruptref.Main.main {
  s5: fork corpus.extra.interruptref.Main.lambda$main$0 java.lang.Thread@Main.java:23 // at corpus.extra.interruptref.Main.main(Main.java:34)
  s12: read corpus.extra.interruptref.Main.B // at corpus.extra.interruptref.Main.main(Main.java:37)
  s13: acquire java.lang.Object@Main.java:20 // at corpus.extra.interruptref.Main.main(Main.java:37)
  s14: fork thread:java.lang.Thread@Main.java:36 java.lang.Thread@Main.java:36 // at corpus.extra.interruptref.Main.main(Main.java:38)
  s16: read corpus.extra.interruptref.Main.A // at corpus.extra.interruptref.Main.main(Main.java:40)
  s17: acquire java.lang.Object@Main.java:19 // at corpus.extra.interruptref.Main.main(Main.java:40)
  s18: read java.lang.System.out         // at corpus.extra.interruptref.Main.main(Main.java:41)
  s20: release java.lang.Object@Main.java:19 // at corpus.extra.interruptref.Main.main(Main.java:42)
  s30: release java.lang.Object@Main.java:20 // at corpus.extra.interruptref.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.extra.interruptref.Main.<clinit> // at corpus.extra.interruptref.Main.main(Main.java:23)
  main: call corpus.extra.interruptref.Main.main // at corpus.extra.interruptref.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:36 {
  t0: interrupt java.lang.Thread@Main.java:23 // at corpus.extra.interruptref.Main.main(Main.java:36)
}
