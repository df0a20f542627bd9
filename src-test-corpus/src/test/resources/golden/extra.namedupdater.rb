main entry
var corpus.extra.namedupdater.Main@Main.java:26.done { false true } = false

proc corpus.extra.namedupdater.Main.<clinit> {
  s1: write corpus.extra.namedupdater.Main.HITS // at corpus.extra.namedupdater.Main.<clinit>(Main.java:19)
  s4: write corpus.extra.namedupdater.Main.LOCK // at corpus.extra.namedupdater.Main.<clinit>(Main.java:20)
}

proc corpus.extra.namedupdater.Main.<init>[corpus.extra.namedupdater.Main@Main.java:26] {
}

proc corpus.extra.namedupdater.Main.lambda$main$0[corpus.extra.namedupdater.Main.main:27#8] {
  s1: read corpus.extra.namedupdater.Main.HITS // at corpus.extra.namedupdater.Main.lambda$main$0(Main.java:28)
  s3: read corpus.extra.namedupdater.Main.LOCK // at corpus.extra.namedupdater.Main.lambda$main$0(Main.java:29)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.namedupdater.Main.lambda$main$0(Main.java:29)
  s5: read corpus.extra.namedupdater.Main.LOCK // at corpus.extra.namedupdater.Main.lambda$main$0(Main.java:30)
  s6: notifyAll java.lang.Object@Main.java:20 // at corpus.extra.namedupdater.Main.lambda$main$0(Main.java:30)
  s7: release java.lang.Object@Main.java:20 // at corpus.extra.namedupdater.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.namedupdater.Main.main {
  s0: goto s2e1                          // at corpus.extra.namedupdater.Main.main(Main.java:26)
  s20: release java.lang.Object@Main.java:20 // at corpus.extra.namedupdater.Main.main(Main.java:38)
  s22: join java.lang.Thread@Main.java:27 // at corpus.extra.namedupdater.Main.main(Main.java:39)
  s22_1: goto exit                       // at corpus.extra.namedupdater.Main.main(Main.java:39)
  s2e1: call corpus.extra.namedupdater.Main.<init>[corpus.extra.namedupdater.Main@Main.java:26] // at corpus.extra.namedupdater.Main.main(Main.java:26)
  s8e1: fork corpus.extra.namedupdater.Main.lambda$main$0[corpus.extra.namedupdater.Main.main:27#8] java.lang.Thread@Main.java:27 // at corpus.extra.namedupdater.Main.main(Main.java:33)
  s9e1: read corpus.extra.namedupdater.Main.LOCK // at corpus.extra.namedupdater.Main.main(Main.java:34)
  s10e1: acquire java.lang.Object@Main.java:20 // at corpus.extra.namedupdater.Main.main(Main.java:34)
  s11e1: switch corpus.extra.namedupdater.Main@Main.java:26.done false s13e1 true s20 // at corpus.extra.namedupdater.Main.main(Main.java:35)
  s13e1: read corpus.extra.namedupdater.Main.LOCK // at corpus.extra.namedupdater.Main.main(Main.java:36)
  s14e1: wait java.lang.Object@Main.java:20 // at corpus.extra.namedupdater.Main.main(Main.java:36)
  s14e1_1: goto s11e1                    // at corpus.extra.namedupdater.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.namedupdater.Main.<clinit> // at corpus.extra.namedupdater.Main.main(Main.java:26)
  main: call corpus.extra.namedupdater.Main.main // at corpus.extra.namedupdater.Main.main(Main.java:26)
}
