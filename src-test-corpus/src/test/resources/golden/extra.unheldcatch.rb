main entry

proc corpus.extra.unheldcatch.Main.<clinit> {
  s2: write corpus.extra.unheldcatch.Main.monitor // at corpus.extra.unheldcatch.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.unheldcatch.Main.a // at corpus.extra.unheldcatch.Main.<clinit>(Main.java:19)
  s8: write corpus.extra.unheldcatch.Main.b // at corpus.extra.unheldcatch.Main.<clinit>(Main.java:20)
}

proc corpus.extra.unheldcatch.Main.lambda$main$0 {
  s0: read corpus.extra.unheldcatch.Main.monitor // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:26)
  s1: jump s1_1 s5                       // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:26)
  s1_1: notify java.lang.Object@Main.java:18 // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:26)
  s1_2: goto exit                        // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:26)
  s5: read corpus.extra.unheldcatch.Main.b // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:28)
  s6: acquire java.lang.Object@Main.java:20 // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:28)
  s7: read corpus.extra.unheldcatch.Main.a // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:29)
  s8: acquire java.lang.Object@Main.java:19 // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:29)
  s9: read corpus.extra.unheldcatch.Main.count // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:30)
  s11: write corpus.extra.unheldcatch.Main.count // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:30)
  s12: release java.lang.Object@Main.java:19 // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:31)
  s22: release java.lang.Object@Main.java:20 // at corpus.extra.unheldcatch.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.unheldcatch.Main.main {
  s5: fork corpus.extra.unheldcatch.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.unheldcatch.Main.main(Main.java:35)
  s6: read corpus.extra.unheldcatch.Main.a // at corpus.extra.unheldcatch.Main.main(Main.java:36)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.extra.unheldcatch.Main.main(Main.java:36)
  s8: read corpus.extra.unheldcatch.Main.b // at corpus.extra.unheldcatch.Main.main(Main.java:37)
  s9: acquire java.lang.Object@Main.java:20 // at corpus.extra.unheldcatch.Main.main(Main.java:37)
  s10: read corpus.extra.unheldcatch.Main.count // at corpus.extra.unheldcatch.Main.main(Main.java:38)
  s12: write corpus.extra.unheldcatch.Main.count // at corpus.extra.unheldcatch.Main.main(Main.java:38)
  s13: release java.lang.Object@Main.java:20 // at corpus.extra.unheldcatch.Main.main(Main.java:39)
  s23: release java.lang.Object@Main.java:19 // at corpus.extra.unheldcatch.Main.main(Main.java:40)
  s25: join java.lang.Thread@Main.java:24 // at corpus.extra.unheldcatch.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.unheldcatch.Main.<clinit> // at corpus.extra.unheldcatch.Main.main(Main.java:24)
  main: call corpus.extra.unheldcatch.Main.main // at corpus.extra.unheldcatch.Main.main(Main.java:24)
}
