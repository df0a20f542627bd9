main entry
counter trips.corpus.extra.joinmany.fixed.Main.main.13 cap 24 init 0 per-thread
counter trips.corpus.extra.joinmany.fixed.Main.main.3 cap 24 init 0 per-thread

proc corpus.extra.joinmany.fixed.Main.<clinit> {
  s2: write corpus.extra.joinmany.fixed.Main.LOCK // at corpus.extra.joinmany.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.joinmany.fixed.Main.main {
  s3: tryup trips.corpus.extra.joinmany.fixed.Main.main.3 1 else s3_2 // at corpus.extra.joinmany.fixed.Main.main(Main.java:26)
  s3_1: goto s7                          // at corpus.extra.joinmany.fixed.Main.main(Main.java:26)
  s3_2: down trips.corpus.extra.joinmany.fixed.Main.main.3 24 // at corpus.extra.joinmany.fixed.Main.main(Main.java:26)
  s3_3: goto s13                         // at corpus.extra.joinmany.fixed.Main.main(Main.java:26)
  s7: write java.lang.Thread[]@Main.java:25[] // at corpus.extra.joinmany.fixed.Main.main(Main.java:27)
  s8: read java.lang.Thread[]@Main.java:25[] // at corpus.extra.joinmany.fixed.Main.main(Main.java:28)
  s9: fork corpus.extra.joinmany.fixed.Main.work java.lang.Thread@Main.java:27 // at corpus.extra.joinmany.fixed.Main.main(Main.java:28)
  s9_1: goto s3                          // at corpus.extra.joinmany.fixed.Main.main(Main.java:28)
  s13: tryup trips.corpus.extra.joinmany.fixed.Main.main.13 1 else s13_2 // at corpus.extra.joinmany.fixed.Main.main(Main.java:30)
  s13_1: goto s14                        // at corpus.extra.joinmany.fixed.Main.main(Main.java:30)
  s13_2: down trips.corpus.extra.joinmany.fixed.Main.main.13 24 // at corpus.extra.joinmany.fixed.Main.main(Main.java:30)
  s13_3: goto exit                       // at corpus.extra.joinmany.fixed.Main.main(Main.java:30)
  s14: read java.lang.Thread[]@Main.java:25[] // at corpus.extra.joinmany.fixed.Main.main(Main.java:31)
  s15: join java.lang.Thread@Main.java:27 // at corpus.extra.joinmany.fixed.Main.main(Main.java:31)
  s15_1: goto s13                        // at corpus.extra.joinmany.fixed.Main.main(Main.java:31)
}

proc corpus.extra.joinmany.fixed.Main.work {
  s0: read corpus.extra.joinmany.fixed.Main.LOCK // at corpus.extra.joinmany.fixed.Main.work(Main.java:36)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.joinmany.fixed.Main.work(Main.java:36)
  s2: read corpus.extra.joinmany.fixed.Main.total // at corpus.extra.joinmany.fixed.Main.work(Main.java:37)
  s4: write corpus.extra.joinmany.fixed.Main.total // at corpus.extra.joinmany.fixed.Main.work(Main.java:37)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.joinmany.fixed.Main.work(Main.java:38)
}

proc entry {
  init0: call corpus.extra.joinmany.fixed.Main.<clinit> // at corpus.extra.joinmany.fixed.Main.main(Main.java:25)
  main: call corpus.extra.joinmany.fixed.Main.main // at corpus.extra.joinmany.fixed.Main.main(Main.java:25)
}
