main entry
counter java.util.concurrent.ExecutorService@Main.java:26.workers cap 2 init 2

proc corpus.extra.futurelist.Main.<clinit> {
  s2: write corpus.extra.futurelist.Main.LOCK // at corpus.extra.futurelist.Main.<clinit>(Main.java:22)
}

proc corpus.extra.futurelist.Main.main {
  s13: fork thread:java.lang.Thread@Main.java:29 java.lang.Thread@Main.java:29 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s13_1: goto s40                        // at corpus.extra.futurelist.Main.main(Main.java:29)
  s17: read corpus.extra.futurelist.Main.LOCK // at corpus.extra.futurelist.Main.main(Main.java:31)
  s18: acquire java.lang.Object@Main.java:22 // at corpus.extra.futurelist.Main.main(Main.java:31)
  s25: join java.lang.Thread@Main.java:29 // at corpus.extra.futurelist.Main.main(Main.java:33)
  s25_1: goto s48                        // at corpus.extra.futurelist.Main.main(Main.java:33)
  s31: release java.lang.Object@Main.java:22 // at corpus.extra.futurelist.Main.main(Main.java:35)
  s31_1: goto exit                       // at corpus.extra.futurelist.Main.main(Main.java:35)
  s40: fork thread:java.lang.Thread@Main.java:29#2 java.lang.Thread@Main.java:29#2 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s40_1: goto s17                        // at corpus.extra.futurelist.Main.main(Main.java:29)
  s48: join java.lang.Thread@Main.java:29#2 // at corpus.extra.futurelist.Main.main(Main.java:33)
  s48_1: goto s31                        // at corpus.extra.futurelist.Main.main(Main.java:33)
}

proc corpus.extra.futurelist.Main.work {
  s0: read corpus.extra.futurelist.Main.LOCK // at corpus.extra.futurelist.Main.work(Main.java:40)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.extra.futurelist.Main.work(Main.java:40)
  s2: read corpus.extra.futurelist.Main.total // at corpus.extra.futurelist.Main.work(Main.java:41)
  s4: write corpus.extra.futurelist.Main.total // at corpus.extra.futurelist.Main.work(Main.java:41)
  s5: release java.lang.Object@Main.java:22 // at corpus.extra.futurelist.Main.work(Main.java:42)
}

proc entry {
  init0: call corpus.extra.futurelist.Main.<clinit> // at corpus.extra.futurelist.Main.main(Main.java:26)
  main: call corpus.extra.futurelist.Main.main // at corpus.extra.futurelist.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:29 {
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
  c0: call corpus.extra.futurelist.Main.work // at corpus.extra.futurelist.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
}

proc thread:java.lang.Thread@Main.java:29#2 {
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
  c0: call corpus.extra.futurelist.Main.work // at corpus.extra.futurelist.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
}
