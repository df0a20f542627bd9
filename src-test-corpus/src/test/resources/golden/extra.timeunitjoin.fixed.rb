main entry

proc corpus.extra.timeunitjoin.fixed.Main.<clinit> {
  s2: write corpus.extra.timeunitjoin.fixed.Main.TABLE // at corpus.extra.timeunitjoin.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.timeunitjoin.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.timeunitjoin.fixed.Main.TABLE // at corpus.extra.timeunitjoin.fixed.Main.lambda$main$0(Main.java:21)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.timeunitjoin.fixed.Main.lambda$main$0(Main.java:21)
  s2: read java.lang.System.out          // at corpus.extra.timeunitjoin.fixed.Main.lambda$main$0(Main.java:22)
  s4: release java.lang.Object@Main.java:17 // at corpus.extra.timeunitjoin.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.timeunitjoin.fixed.Main.main {
  s5: read corpus.extra.timeunitjoin.fixed.Main.TABLE // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:25)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:25)
  s7: fork corpus.extra.timeunitjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:20 // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:26)
  s8: read java.util.concurrent.TimeUnit.SECONDS // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:27)
  s9: skip                               // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:27)
  s10: release java.lang.Object@Main.java:17 // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:28)
  s16: join java.lang.Thread@Main.java:20 // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:29)
}

proc entry {
  init0: call corpus.extra.timeunitjoin.fixed.Main.<clinit> // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:20)
  main: call corpus.extra.timeunitjoin.fixed.Main.main // at corpus.extra.timeunitjoin.fixed.Main.main(Main.java:20)
}
