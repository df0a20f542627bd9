main entry

proc corpus.extra.foreachjoin.Main.<clinit> {
  s2: write corpus.extra.foreachjoin.Main.LOCK // at corpus.extra.foreachjoin.Main.<clinit>(Main.java:19)
}

proc corpus.extra.foreachjoin.Main.main {
  s15: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s15_1: goto s44                        // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s19: read corpus.extra.foreachjoin.Main.LOCK // at corpus.extra.foreachjoin.Main.main(Main.java:29)
  s20: acquire java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.main(Main.java:29)
  s27: jump s27_1 s27_3 s27_5            // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s27_1: join java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s27_2: goto s27_j0                     // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s27_3: join java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s27_4: goto s27_j0                     // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s27_5: join java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s27_j0: skip                           // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s27_7: goto s64                        // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s33: release java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.main(Main.java:33)
  s33_1: goto exit                       // at corpus.extra.foreachjoin.Main.main(Main.java:33)
  s44: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s56: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s56_1: goto s19                        // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s64: jump s64_1 s64_3 s64_5            // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s64_1: join java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s64_2: goto s64_j0                     // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s64_3: join java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s64_4: goto s64_j0                     // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s64_5: join java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s64_j0: skip                           // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70: jump s70_1 s70_3 s70_5            // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_1: join java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_2: goto s70_j0                     // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_3: join java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_4: goto s70_j0                     // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_5: join java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_j0: skip                           // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_7: goto s33                        // at corpus.extra.foreachjoin.Main.main(Main.java:31)
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
