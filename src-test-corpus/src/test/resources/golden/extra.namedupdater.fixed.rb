main entry
var corpus.extra.namedupdater.fixed.Main@Main.java:24.done { false true } = false

proc corpus.extra.namedupdater.fixed.Main.<clinit> {
  s1: write corpus.extra.namedupdater.fixed.Main.HITS // at corpus.extra.namedupdater.fixed.Main.<clinit>(Main.java:17)
  s4: write corpus.extra.namedupdater.fixed.Main.LOCK // at corpus.extra.namedupdater.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.namedupdater.fixed.Main.<init>[corpus.extra.namedupdater.fixed.Main@Main.java:24] {
}

proc corpus.extra.namedupdater.fixed.Main.lambda$main$0[corpus.extra.namedupdater.fixed.Main.main:25#8] {
  s1: read corpus.extra.namedupdater.fixed.Main.HITS // at corpus.extra.namedupdater.fixed.Main.lambda$main$0(Main.java:26)
  s3: read corpus.extra.namedupdater.fixed.Main.LOCK // at corpus.extra.namedupdater.fixed.Main.lambda$main$0(Main.java:27)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.namedupdater.fixed.Main.lambda$main$0(Main.java:27)
  s5: assign corpus.extra.namedupdater.fixed.Main@Main.java:24.done true // at corpus.extra.namedupdater.fixed.Main.lambda$main$0(Main.java:28)
  s6: read corpus.extra.namedupdater.fixed.Main.LOCK // at corpus.extra.namedupdater.fixed.Main.lambda$main$0(Main.java:29)
  s7: notifyAll java.lang.Object@Main.java:18 // at corpus.extra.namedupdater.fixed.Main.lambda$main$0(Main.java:29)
  s8: release java.lang.Object@Main.java:18 // at corpus.extra.namedupdater.fixed.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.namedupdater.fixed.Main.main {
  s0: goto s2e1                          // at corpus.extra.namedupdater.fixed.Main.main(Main.java:24)
  s20: release java.lang.Object@Main.java:18 // at corpus.extra.namedupdater.fixed.Main.main(Main.java:37)
  s22: join java.lang.Thread@Main.java:25 // at corpus.extra.namedupdater.fixed.Main.main(Main.java:38)
  s22_1: goto exit                       // at corpus.extra.namedupdater.fixed.Main.main(Main.java:38)
  s2e1: call corpus.extra.namedupdater.fixed.Main.<init>[corpus.extra.namedupdater.fixed.Main@Main.java:24] // at corpus.extra.namedupdater.fixed.Main.main(Main.java:24)
  s8e1: fork corpus.extra.namedupdater.fixed.Main.lambda$main$0[corpus.extra.namedupdater.fixed.Main.main:25#8] java.lang.Thread@Main.java:25 // at corpus.extra.namedupdater.fixed.Main.main(Main.java:32)
  s9e1: read corpus.extra.namedupdater.fixed.Main.LOCK // at corpus.extra.namedupdater.fixed.Main.main(Main.java:33)
  s10e1: acquire java.lang.Object@Main.java:18 // at corpus.extra.namedupdater.fixed.Main.main(Main.java:33)
  s11e1: switch corpus.extra.namedupdater.fixed.Main@Main.java:24.done false s13e1 true s20 // at corpus.extra.namedupdater.fixed.Main.main(Main.java:34)
  s13e1: read corpus.extra.namedupdater.fixed.Main.LOCK // at corpus.extra.namedupdater.fixed.Main.main(Main.java:35)
  s14e1: wait java.lang.Object@Main.java:18 // at corpus.extra.namedupdater.fixed.Main.main(Main.java:35)
  s14e1_1: goto s11e1                    // at corpus.extra.namedupdater.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.namedupdater.fixed.Main.<clinit> // at corpus.extra.namedupdater.fixed.Main.main(Main.java:24)
  main: call corpus.extra.namedupdater.fixed.Main.main // at corpus.extra.namedupdater.fixed.Main.main(Main.java:24)
}
