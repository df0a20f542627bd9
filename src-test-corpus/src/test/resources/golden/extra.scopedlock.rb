main entry

proc corpus.extra.scopedlock.Main.<clinit> {
  s1: write corpus.extra.scopedlock.Main.SESSION // at corpus.extra.scopedlock.Main.<clinit>(Main.java:18)
  s4: write corpus.extra.scopedlock.Main.AUDIT // at corpus.extra.scopedlock.Main.<clinit>(Main.java:19)
}

proc corpus.extra.scopedlock.Main.handle {
  s0: read corpus.extra.scopedlock.Main.SESSION // at corpus.extra.scopedlock.Main.handle(Main.java:22)
  s2: acquire java.lang.Object@Main.java:30 // at corpus.extra.scopedlock.Main.handle(Main.java:22)
  s3: read corpus.extra.scopedlock.Main.AUDIT // at corpus.extra.scopedlock.Main.handle(Main.java:23)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.scopedlock.Main.handle(Main.java:23)
  s5: read java.lang.System.out          // at corpus.extra.scopedlock.Main.handle(Main.java:24)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.scopedlock.Main.handle(Main.java:25)
  s17: release java.lang.Object@Main.java:30 // at corpus.extra.scopedlock.Main.handle(Main.java:26)
}

proc corpus.extra.scopedlock.Main.lambda$main$0[corpus.extra.scopedlock.Main.main:31#8] {
  s1: read corpus.extra.scopedlock.Main.SESSION // at corpus.extra.scopedlock.Main.lambda$main$0(Main.java:31)
  s4: jump s4_1 s4_2                     // at corpus.extra.scopedlock.Main.lambda$main$0(Main.java:31)
  s4_2: call corpus.extra.scopedlock.Main.handle // at corpus.extra.scopedlock.Main.lambda$main$0(Main.java:31)
  s4_1: skip                             // at corpus.extra.scopedlock.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.scopedlock.Main.main {
  s8: fork corpus.extra.scopedlock.Main.lambda$main$0[corpus.extra.scopedlock.Main.main:31#8] java.lang.Thread@Main.java:31 // at corpus.extra.scopedlock.Main.main(Main.java:32)
  s9: read corpus.extra.scopedlock.Main.AUDIT // at corpus.extra.scopedlock.Main.main(Main.java:33)
  s10: acquire java.lang.Object@Main.java:19 // at corpus.extra.scopedlock.Main.main(Main.java:33)
  s12: acquire java.lang.Object@Main.java:30 // at corpus.extra.scopedlock.Main.main(Main.java:34)
  s13: read java.lang.System.out         // at corpus.extra.scopedlock.Main.main(Main.java:35)
  s15: release java.lang.Object@Main.java:30 // at corpus.extra.scopedlock.Main.main(Main.java:36)
  s25: release java.lang.Object@Main.java:19 // at corpus.extra.scopedlock.Main.main(Main.java:37)
  s27: join java.lang.Thread@Main.java:31 // at corpus.extra.scopedlock.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.extra.scopedlock.Main.<clinit> // at corpus.extra.scopedlock.Main.main(Main.java:30)
  main: call corpus.extra.scopedlock.Main.main // at corpus.extra.scopedlock.Main.main(Main.java:30)
}
