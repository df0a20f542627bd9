main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:24.items cap 1 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:24.many cap 1 init 0

proc corpus.extra.queueforeach.Main.<clinit> {
  s2: write corpus.extra.queueforeach.Main.AUDIT // at corpus.extra.queueforeach.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.queueforeach.Main.LEDGER // at corpus.extra.queueforeach.Main.<clinit>(Main.java:21)
}

proc corpus.extra.queueforeach.Main.lambda$main$0[corpus.extra.queueforeach.Main.main:26#9] {
  s1: read corpus.extra.queueforeach.Main.AUDIT // at corpus.extra.queueforeach.Main.lambda$main$0(Main.java:27)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.queueforeach.Main.lambda$main$0(Main.java:27)
  s4: jump s4_1 s4_2                     // at corpus.extra.queueforeach.Main.lambda$main$0(Main.java:28)
  s4_2: call corpus.extra.queueforeach.Main.lambda$main$1[corpus.extra.queueforeach.Main.lambda$main$0:28#4,corpus.extra.queueforeach.Main.main:26#9] // at corpus.extra.queueforeach.Main.lambda$main$0(Main.java:28)
  s4_3: goto s4                          // at corpus.extra.queueforeach.Main.lambda$main$0(Main.java:28)
  s4_1: skip                             // at corpus.extra.queueforeach.Main.lambda$main$0(Main.java:28)
  s5: release java.lang.Object@Main.java:20 // at corpus.extra.queueforeach.Main.lambda$main$0(Main.java:33)
}

proc corpus.extra.queueforeach.Main.lambda$main$1[corpus.extra.queueforeach.Main.lambda$main$0:28#4,corpus.extra.queueforeach.Main.main:26#9] {
  s1: read corpus.extra.queueforeach.Main.LEDGER // at corpus.extra.queueforeach.Main.lambda$main$1(Main.java:29)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.queueforeach.Main.lambda$main$1(Main.java:29)
  s3: read java.lang.System.out          // at corpus.extra.queueforeach.Main.lambda$main$1(Main.java:30)
  s6: release java.lang.Object@Main.java:21 // at corpus.extra.queueforeach.Main.lambda$main$1(Main.java:31)
}

proc corpus.extra.queueforeach.Main.main {
  s4: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:24.items 1 else s4_1 // at corpus.extra.queueforeach.Main.main(Main.java:25)
  s4_3: goto s4_2                        // at corpus.extra.queueforeach.Main.main(Main.java:25)
  s4_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:24.many 1 else s4_2 // at corpus.extra.queueforeach.Main.main(Main.java:25)
  s4_2: skip                             // at corpus.extra.queueforeach.Main.main(Main.java:25)
  s9: fork corpus.extra.queueforeach.Main.lambda$main$0[corpus.extra.queueforeach.Main.main:26#9] java.lang.Thread@Main.java:26 // at corpus.extra.queueforeach.Main.main(Main.java:35)
  s10: read corpus.extra.queueforeach.Main.LEDGER // at corpus.extra.queueforeach.Main.main(Main.java:36)
  s11: acquire java.lang.Object@Main.java:21 // at corpus.extra.queueforeach.Main.main(Main.java:36)
  s12: read corpus.extra.queueforeach.Main.AUDIT // at corpus.extra.queueforeach.Main.main(Main.java:37)
  s13: acquire java.lang.Object@Main.java:20 // at corpus.extra.queueforeach.Main.main(Main.java:37)
  s14: read java.lang.System.out         // at corpus.extra.queueforeach.Main.main(Main.java:38)
  s16: release java.lang.Object@Main.java:20 // at corpus.extra.queueforeach.Main.main(Main.java:39)
  s26: release java.lang.Object@Main.java:21 // at corpus.extra.queueforeach.Main.main(Main.java:40)
  s28: join java.lang.Thread@Main.java:26 // at corpus.extra.queueforeach.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.queueforeach.Main.<clinit> // at corpus.extra.queueforeach.Main.main(Main.java:24)
  main: call corpus.extra.queueforeach.Main.main // at corpus.extra.queueforeach.Main.main(Main.java:24)
}
