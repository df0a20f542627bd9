main entry

proc corpus.extra.scopedlock.fixed.Main.<clinit> {
  s1: write corpus.extra.scopedlock.fixed.Main.SESSION // at corpus.extra.scopedlock.fixed.Main.<clinit>(Main.java:15)
  s4: write corpus.extra.scopedlock.fixed.Main.AUDIT // at corpus.extra.scopedlock.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.scopedlock.fixed.Main.handle {
  s0: read corpus.extra.scopedlock.fixed.Main.AUDIT // at corpus.extra.scopedlock.fixed.Main.handle(Main.java:19)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.scopedlock.fixed.Main.handle(Main.java:19)
  s2: read corpus.extra.scopedlock.fixed.Main.SESSION // at corpus.extra.scopedlock.fixed.Main.handle(Main.java:20)
  s4: acquire java.lang.Object@Main.java:27 // at corpus.extra.scopedlock.fixed.Main.handle(Main.java:20)
  s5: read java.lang.System.out          // at corpus.extra.scopedlock.fixed.Main.handle(Main.java:21)
  s7: release java.lang.Object@Main.java:27 // at corpus.extra.scopedlock.fixed.Main.handle(Main.java:22)
  s17: release java.lang.Object@Main.java:16 // at corpus.extra.scopedlock.fixed.Main.handle(Main.java:23)
}

proc corpus.extra.scopedlock.fixed.Main.lambda$main$0[corpus.extra.scopedlock.fixed.Main.main:28#8] {
  s1: read corpus.extra.scopedlock.fixed.Main.SESSION // at corpus.extra.scopedlock.fixed.Main.lambda$main$0(Main.java:28)
  s4: jump s4_1 s4_2                     // at corpus.extra.scopedlock.fixed.Main.lambda$main$0(Main.java:28)
  s4_2: call corpus.extra.scopedlock.fixed.Main.handle // at corpus.extra.scopedlock.fixed.Main.lambda$main$0(Main.java:28)
  s4_1: skip                             // at corpus.extra.scopedlock.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.scopedlock.fixed.Main.main {
  s8: fork corpus.extra.scopedlock.fixed.Main.lambda$main$0[corpus.extra.scopedlock.fixed.Main.main:28#8] java.lang.Thread@Main.java:28 // at corpus.extra.scopedlock.fixed.Main.main(Main.java:29)
  s9: read corpus.extra.scopedlock.fixed.Main.AUDIT // at corpus.extra.scopedlock.fixed.Main.main(Main.java:30)
  s10: acquire java.lang.Object@Main.java:16 // at corpus.extra.scopedlock.fixed.Main.main(Main.java:30)
  s12: acquire java.lang.Object@Main.java:27 // at corpus.extra.scopedlock.fixed.Main.main(Main.java:31)
  s13: read java.lang.System.out         // at corpus.extra.scopedlock.fixed.Main.main(Main.java:32)
  s15: release java.lang.Object@Main.java:27 // at corpus.extra.scopedlock.fixed.Main.main(Main.java:33)
  s25: release java.lang.Object@Main.java:16 // at corpus.extra.scopedlock.fixed.Main.main(Main.java:34)
  s27: join java.lang.Thread@Main.java:28 // at corpus.extra.scopedlock.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.scopedlock.fixed.Main.<clinit> // at corpus.extra.scopedlock.fixed.Main.main(Main.java:27)
  main: call corpus.extra.scopedlock.fixed.Main.main // at corpus.extra.scopedlock.fixed.Main.main(Main.java:27)
}
