main entry

proc corpus.extra.interruptref.fixed.Main.<clinit> {
  s2: write corpus.extra.interruptref.fixed.Main.A // at corpus.extra.interruptref.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.interruptref.fixed.Main.B // at corpus.extra.interruptref.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.interruptref.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.interruptref.fixed.Main.A // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:22)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:22)
  s2: skip                               // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:24)
  s2_1: interruptible s10 checked        // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:24)
  s2_2: skip                             // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:24)
  s2_3: goto s20                         // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:24)
  s10: read corpus.extra.interruptref.fixed.Main.B // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:26)
  s11: acquire java.lang.Object@Main.java:18 // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:26)
  s12: read java.lang.System.out         // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:27)
  s14: release java.lang.Object@Main.java:18 // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:28)
  s20: release java.lang.Object@Main.java:17 // at corpus.extra.interruptref.fixed.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.interruptref.fixed.Main.main {
  s5: fork corpus.extra.interruptref.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.extra.interruptref.fixed.Main.main(Main.java:32)
  s11: fork thread:java.lang.Thread@Main.java:33 java.lang.Thread@Main.java:33 // at corpus.extra.interruptref.fixed.Main.main(Main.java:34)
  s12: join java.lang.Thread@Main.java:33 // at corpus.extra.interruptref.fixed.Main.main(Main.java:35)
  s13: read corpus.extra.interruptref.fixed.Main.A // at corpus.extra.interruptref.fixed.Main.main(Main.java:36)
  s14: acquire java.lang.Object@Main.java:17 // at corpus.extra.interruptref.fixed.Main.main(Main.java:36)
  s15: read java.lang.System.out         // at corpus.extra.interruptref.fixed.Main.main(Main.java:37)
  s17: release java.lang.Object@Main.java:17 // at corpus.extra.interruptref.fixed.Main.main(Main.java:38)
  s23: join java.lang.Thread@Main.java:21 // at corpus.extra.interruptref.fixed.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.interruptref.fixed.Main.<clinit> // at corpus.extra.interruptref.fixed.Main.main(Main.java:21)
  main: call corpus.extra.interruptref.fixed.Main.main // at corpus.extra.interruptref.fixed.Main.main(Main.java:21)
}

proc thread:java.lang.Thread@Main.java:33 {
  t0: interrupt java.lang.Thread@Main.java:21 // at corpus.extra.interruptref.fixed.Main.main(Main.java:33)
}
