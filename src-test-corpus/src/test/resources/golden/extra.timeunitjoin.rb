main entry

proc corpus.extra.timeunitjoin.Main.<clinit> {
  s2: write corpus.extra.timeunitjoin.Main.TABLE // at corpus.extra.timeunitjoin.Main.<clinit>(Main.java:17)
}

proc corpus.extra.timeunitjoin.Main.lambda$main$0 {
  s0: read corpus.extra.timeunitjoin.Main.TABLE // at corpus.extra.timeunitjoin.Main.lambda$main$0(Main.java:21)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.timeunitjoin.Main.lambda$main$0(Main.java:21)
  s2: read java.lang.System.out          // at corpus.extra.timeunitjoin.Main.lambda$main$0(Main.java:22)
  s4: release java.lang.Object@Main.java:17 // at corpus.extra.timeunitjoin.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.timeunitjoin.Main.main {
  s5: read corpus.extra.timeunitjoin.Main.TABLE // at corpus.extra.timeunitjoin.Main.main(Main.java:25)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.timeunitjoin.Main.main(Main.java:25)
  s7: fork corpus.extra.timeunitjoin.Main.lambda$main$0 java.lang.Thread@Main.java:20 // at corpus.extra.timeunitjoin.Main.main(Main.java:26)
  s8: read java.util.concurrent.TimeUnit.SECONDS // at corpus.extra.timeunitjoin.Main.main(Main.java:27)
  s9: join java.lang.Thread@Main.java:20 // at corpus.extra.timeunitjoin.Main.main(Main.java:27)
  s10: release java.lang.Object@Main.java:17 // at corpus.extra.timeunitjoin.Main.main(Main.java:28)
}

proc entry {
  init0: call corpus.extra.timeunitjoin.Main.<clinit> // at corpus.extra.timeunitjoin.Main.main(Main.java:20)
  main: call corpus.extra.timeunitjoin.Main.main // at corpus.extra.timeunitjoin.Main.main(Main.java:20)
}
