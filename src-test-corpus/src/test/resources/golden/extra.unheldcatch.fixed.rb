main entry

proc corpus.extra.unheldcatch.fixed.Main.<clinit> {
  s2: write corpus.extra.unheldcatch.fixed.Main.monitor // at corpus.extra.unheldcatch.fixed.Main.<clinit>(Main.java:11)
  s5: write corpus.extra.unheldcatch.fixed.Main.a // at corpus.extra.unheldcatch.fixed.Main.<clinit>(Main.java:12)
  s8: write corpus.extra.unheldcatch.fixed.Main.b // at corpus.extra.unheldcatch.fixed.Main.<clinit>(Main.java:13)
}

proc corpus.extra.unheldcatch.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.unheldcatch.fixed.Main.monitor // at corpus.extra.unheldcatch.fixed.Main.lambda$main$0(Main.java:18)
  s1: acquire java.lang.Object@Main.java:11 // at corpus.extra.unheldcatch.fixed.Main.lambda$main$0(Main.java:18)
  s2: read corpus.extra.unheldcatch.fixed.Main.monitor // at corpus.extra.unheldcatch.fixed.Main.lambda$main$0(Main.java:19)
  s3: notify java.lang.Object@Main.java:11 // at corpus.extra.unheldcatch.fixed.Main.lambda$main$0(Main.java:19)
  s4: release java.lang.Object@Main.java:11 // at corpus.extra.unheldcatch.fixed.Main.lambda$main$0(Main.java:20)
}

proc corpus.extra.unheldcatch.fixed.Main.main {
  s5: fork corpus.extra.unheldcatch.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:17 // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:22)
  s6: read corpus.extra.unheldcatch.fixed.Main.a // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:23)
  s7: acquire java.lang.Object@Main.java:12 // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:23)
  s8: read corpus.extra.unheldcatch.fixed.Main.b // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:24)
  s9: acquire java.lang.Object@Main.java:13 // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:24)
  s10: read corpus.extra.unheldcatch.fixed.Main.count // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:25)
  s12: write corpus.extra.unheldcatch.fixed.Main.count // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:25)
  s13: release java.lang.Object@Main.java:13 // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:26)
  s23: release java.lang.Object@Main.java:12 // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:27)
  s25: join java.lang.Thread@Main.java:17 // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:28)
}

proc entry {
  init0: call corpus.extra.unheldcatch.fixed.Main.<clinit> // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:17)
  main: call corpus.extra.unheldcatch.fixed.Main.main // at corpus.extra.unheldcatch.fixed.Main.main(Main.java:17)
}
