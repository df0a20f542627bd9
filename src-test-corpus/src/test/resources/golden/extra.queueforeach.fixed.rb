main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:18.items cap 1 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:18.many cap 1 init 0

proc corpus.extra.queueforeach.fixed.Main.<clinit> {
  s2: write corpus.extra.queueforeach.fixed.Main.AUDIT // at corpus.extra.queueforeach.fixed.Main.<clinit>(Main.java:14)
  s5: write corpus.extra.queueforeach.fixed.Main.LEDGER // at corpus.extra.queueforeach.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.queueforeach.fixed.Main.lambda$main$0[corpus.extra.queueforeach.fixed.Main.main:20#9] {
  s1: read corpus.extra.queueforeach.fixed.Main.AUDIT // at corpus.extra.queueforeach.fixed.Main.lambda$main$0(Main.java:21)
  s2: acquire java.lang.Object@Main.java:14 // at corpus.extra.queueforeach.fixed.Main.lambda$main$0(Main.java:21)
  s4: jump s4_1 s4_2                     // at corpus.extra.queueforeach.fixed.Main.lambda$main$0(Main.java:22)
  s4_2: call corpus.extra.queueforeach.fixed.Main.lambda$main$1[corpus.extra.queueforeach.fixed.Main.lambda$main$0:22#4,corpus.extra.queueforeach.fixed.Main.main:20#9] // at corpus.extra.queueforeach.fixed.Main.lambda$main$0(Main.java:22)
  s4_3: goto s4                          // at corpus.extra.queueforeach.fixed.Main.lambda$main$0(Main.java:22)
  s4_1: skip                             // at corpus.extra.queueforeach.fixed.Main.lambda$main$0(Main.java:22)
  s5: release java.lang.Object@Main.java:14 // at corpus.extra.queueforeach.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.queueforeach.fixed.Main.lambda$main$1[corpus.extra.queueforeach.fixed.Main.lambda$main$0:22#4,corpus.extra.queueforeach.fixed.Main.main:20#9] {
  s1: read corpus.extra.queueforeach.fixed.Main.LEDGER // at corpus.extra.queueforeach.fixed.Main.lambda$main$1(Main.java:23)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.queueforeach.fixed.Main.lambda$main$1(Main.java:23)
  s3: read java.lang.System.out          // at corpus.extra.queueforeach.fixed.Main.lambda$main$1(Main.java:24)
  s6: release java.lang.Object@Main.java:15 // at corpus.extra.queueforeach.fixed.Main.lambda$main$1(Main.java:25)
}

proc corpus.extra.queueforeach.fixed.Main.main {
  s4: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:18.items 1 else s4_1 // at corpus.extra.queueforeach.fixed.Main.main(Main.java:19)
  s4_3: goto s4_2                        // at corpus.extra.queueforeach.fixed.Main.main(Main.java:19)
  s4_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:18.many 1 else s4_2 // at corpus.extra.queueforeach.fixed.Main.main(Main.java:19)
  s4_2: skip                             // at corpus.extra.queueforeach.fixed.Main.main(Main.java:19)
  s9: fork corpus.extra.queueforeach.fixed.Main.lambda$main$0[corpus.extra.queueforeach.fixed.Main.main:20#9] java.lang.Thread@Main.java:20 // at corpus.extra.queueforeach.fixed.Main.main(Main.java:29)
  s10: read corpus.extra.queueforeach.fixed.Main.AUDIT // at corpus.extra.queueforeach.fixed.Main.main(Main.java:30)
  s11: acquire java.lang.Object@Main.java:14 // at corpus.extra.queueforeach.fixed.Main.main(Main.java:30)
  s12: read corpus.extra.queueforeach.fixed.Main.LEDGER // at corpus.extra.queueforeach.fixed.Main.main(Main.java:31)
  s13: acquire java.lang.Object@Main.java:15 // at corpus.extra.queueforeach.fixed.Main.main(Main.java:31)
  s14: read java.lang.System.out         // at corpus.extra.queueforeach.fixed.Main.main(Main.java:32)
  s16: release java.lang.Object@Main.java:15 // at corpus.extra.queueforeach.fixed.Main.main(Main.java:33)
  s26: release java.lang.Object@Main.java:14 // at corpus.extra.queueforeach.fixed.Main.main(Main.java:34)
  s28: join java.lang.Thread@Main.java:20 // at corpus.extra.queueforeach.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.queueforeach.fixed.Main.<clinit> // at corpus.extra.queueforeach.fixed.Main.main(Main.java:18)
  main: call corpus.extra.queueforeach.fixed.Main.main // at corpus.extra.queueforeach.fixed.Main.main(Main.java:18)
}
