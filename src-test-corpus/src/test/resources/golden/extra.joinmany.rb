main entry
counter trips.corpus.extra.joinmany.Main.main.19 cap 24 init 0 per-thread
counter trips.corpus.extra.joinmany.Main.main.5 cap 24 init 0 per-thread

proc corpus.extra.joinmany.Main.<clinit> {
  s2: write corpus.extra.joinmany.Main.LOCK // at corpus.extra.joinmany.Main.<clinit>(Main.java:20)
}

proc corpus.extra.joinmany.Main.main {
  s2: read corpus.extra.joinmany.Main.LOCK // at corpus.extra.joinmany.Main.main(Main.java:25)
  s3: acquire java.lang.Object@Main.java:20 // at corpus.extra.joinmany.Main.main(Main.java:25)
  s5: tryup trips.corpus.extra.joinmany.Main.main.5 1 else s5_2 // at corpus.extra.joinmany.Main.main(Main.java:26)
  s5_1: goto s9                          // at corpus.extra.joinmany.Main.main(Main.java:26)
  s5_2: down trips.corpus.extra.joinmany.Main.main.5 24 // at corpus.extra.joinmany.Main.main(Main.java:26)
  s5_3: goto s19                         // at corpus.extra.joinmany.Main.main(Main.java:26)
  s9: write java.lang.Thread[]@Main.java:24[] // at corpus.extra.joinmany.Main.main(Main.java:27)
  s10: read java.lang.Thread[]@Main.java:24[] // at corpus.extra.joinmany.Main.main(Main.java:28)
  s11: fork corpus.extra.joinmany.Main.work java.lang.Thread@Main.java:27 // at corpus.extra.joinmany.Main.main(Main.java:28)
  s11_1: goto s5                         // at corpus.extra.joinmany.Main.main(Main.java:28)
  s19: tryup trips.corpus.extra.joinmany.Main.main.19 1 else s19_2 // at corpus.extra.joinmany.Main.main(Main.java:30)
  s19_1: goto s20                        // at corpus.extra.joinmany.Main.main(Main.java:30)
  s19_2: down trips.corpus.extra.joinmany.Main.main.19 24 // at corpus.extra.joinmany.Main.main(Main.java:30)
  s19_3: goto s24                        // at corpus.extra.joinmany.Main.main(Main.java:30)
  s20: read java.lang.Thread[]@Main.java:24[] // at corpus.extra.joinmany.Main.main(Main.java:31)
  s21: join java.lang.Thread@Main.java:27 // at corpus.extra.joinmany.Main.main(Main.java:31)
  s21_1: goto s19                        // at corpus.extra.joinmany.Main.main(Main.java:31)
  s24: release java.lang.Object@Main.java:20 // at corpus.extra.joinmany.Main.main(Main.java:33)
}

proc corpus.extra.joinmany.Main.work {
  s0: read corpus.extra.joinmany.Main.LOCK // at corpus.extra.joinmany.Main.work(Main.java:37)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.joinmany.Main.work(Main.java:37)
  s2: read corpus.extra.joinmany.Main.total // at corpus.extra.joinmany.Main.work(Main.java:38)
  s4: write corpus.extra.joinmany.Main.total // at corpus.extra.joinmany.Main.work(Main.java:38)
  s5: release java.lang.Object@Main.java:20 // at corpus.extra.joinmany.Main.work(Main.java:39)
}

proc entry {
  init0: call corpus.extra.joinmany.Main.<clinit> // at corpus.extra.joinmany.Main.main(Main.java:24)
  main: call corpus.extra.joinmany.Main.main // at corpus.extra.joinmany.Main.main(Main.java:24)
}
