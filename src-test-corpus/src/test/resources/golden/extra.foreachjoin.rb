main entry

proc corpus.extra.foreachjoin.Main.<clinit> {
  s2: write corpus.extra.foreachjoin.Main.LOCK // at corpus.extra.foreachjoin.Main.<clinit>(Main.java:19)
}

proc corpus.extra.foreachjoin.Main.main {
  s15: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s15_1: goto s44                        // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s19: read corpus.extra.foreachjoin.Main.LOCK // at corpus.extra.foreachjoin.Main.main(Main.java:29)
  s20: acquire java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.main(Main.java:29)
  s27: join java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s27_1: goto s64                        // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s33: release java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.main(Main.java:33)
  s33_1: goto exit                       // at corpus.extra.foreachjoin.Main.main(Main.java:33)
  s44: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s56: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s56_1: goto s19                        // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s64: join java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70: join java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_1: goto s33                        // at corpus.extra.foreachjoin.Main.main(Main.java:31)
}

proc corpus.extra.foreachjoin.Main.work {
  s0: read corpus.extra.foreachjoin.Main.LOCK // at corpus.extra.foreachjoin.Main.work(Main.java:37)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.work(Main.java:37)
  s2: read corpus.extra.foreachjoin.Main.total // at corpus.extra.foreachjoin.Main.work(Main.java:38)
  s4: write corpus.extra.foreachjoin.Main.total // at corpus.extra.foreachjoin.Main.work(Main.java:38)
  s5: release java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.work(Main.java:39)
}

proc entry {
  init0: call corpus.extra.foreachjoin.Main.<clinit> // at corpus.extra.foreachjoin.Main.main(Main.java:23)
  main: call corpus.extra.foreachjoin.Main.main // at corpus.extra.foreachjoin.Main.main(Main.java:23)
}
