main entry

proc corpus.extra.foreachjoin.fixed.Main.<clinit> {
  s2: write corpus.extra.foreachjoin.fixed.Main.LOCK // at corpus.extra.foreachjoin.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.foreachjoin.fixed.Main.main {
  s15: fork corpus.extra.foreachjoin.fixed.Main.work java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:26)
  s15_1: goto s36                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:26)
  s25: join java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:30)
  s25_1: goto s56                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:30)
  s36: fork corpus.extra.foreachjoin.fixed.Main.work java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:26)
  s48: fork corpus.extra.foreachjoin.fixed.Main.work java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:26)
  s48_1: goto s25                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:26)
  s56: join java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:30)
  s62: join java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:30)
}

proc corpus.extra.foreachjoin.fixed.Main.work {
  s0: read corpus.extra.foreachjoin.fixed.Main.LOCK // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:35)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:35)
  s2: read corpus.extra.foreachjoin.fixed.Main.total // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:36)
  s4: write corpus.extra.foreachjoin.fixed.Main.total // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:36)
  s5: release java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:37)
}

proc entry {
  init0: call corpus.extra.foreachjoin.fixed.Main.<clinit> // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:23)
  main: call corpus.extra.foreachjoin.fixed.Main.main // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:23)
}
