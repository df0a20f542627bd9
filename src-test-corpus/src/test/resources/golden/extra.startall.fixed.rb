main entry

proc corpus.extra.startall.fixed.Main.<clinit> {
  s2: write corpus.extra.startall.fixed.Main.A // at corpus.extra.startall.fixed.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.startall.fixed.Main.B // at corpus.extra.startall.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.startall.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.startall.fixed.Main.A // at corpus.extra.startall.fixed.Main.lambda$main$0(Main.java:26)
  s1: read corpus.extra.startall.fixed.Main.B // at corpus.extra.startall.fixed.Main.lambda$main$0(Main.java:26)
  s2: call corpus.extra.startall.fixed.Main.work[corpus.extra.startall.fixed.Main.lambda$main$0:26#2] // at corpus.extra.startall.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.startall.fixed.Main.main {
  s20: fork corpus.extra.startall.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26 // at corpus.extra.startall.fixed.Main.main(Main.java:29)
  s20_1: goto s63                        // at corpus.extra.startall.fixed.Main.main(Main.java:29)
  s28: join java.lang.Thread@Main.java:26 // at corpus.extra.startall.fixed.Main.main(Main.java:32)
  s51: join java.lang.Thread@Main.java:26#2 // at corpus.extra.startall.fixed.Main.main(Main.java:32)
  s57: join java.lang.Thread@Main.java:26#3 // at corpus.extra.startall.fixed.Main.main(Main.java:32)
  s57_1: goto exit                       // at corpus.extra.startall.fixed.Main.main(Main.java:32)
  s63: fork corpus.extra.startall.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26#2 // at corpus.extra.startall.fixed.Main.main(Main.java:29)
  s69: fork corpus.extra.startall.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26#3 // at corpus.extra.startall.fixed.Main.main(Main.java:29)
  s69_1: goto s28                        // at corpus.extra.startall.fixed.Main.main(Main.java:29)
}

proc corpus.extra.startall.fixed.Main.work[corpus.extra.startall.fixed.Main.lambda$main$0:26#2] {
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.startall.fixed.Main.work(Main.java:37)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.extra.startall.fixed.Main.work(Main.java:38)
  s6: read corpus.extra.startall.fixed.Main.total // at corpus.extra.startall.fixed.Main.work(Main.java:39)
  s8: write corpus.extra.startall.fixed.Main.total // at corpus.extra.startall.fixed.Main.work(Main.java:39)
  s9: release java.lang.Object@Main.java:20 // at corpus.extra.startall.fixed.Main.work(Main.java:40)
  s19: release java.lang.Object@Main.java:19 // at corpus.extra.startall.fixed.Main.work(Main.java:41)
}

proc entry {
  init0: call corpus.extra.startall.fixed.Main.<clinit> // at corpus.extra.startall.fixed.Main.main(Main.java:24)
  main: call corpus.extra.startall.fixed.Main.main // at corpus.extra.startall.fixed.Main.main(Main.java:24)
}
