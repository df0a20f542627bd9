main entry
counter java.util.concurrent.ExecutorService@Main.java:26.workers cap 2 init 2

proc corpus.extra.futurelist.fixed.Main.<clinit> {
  s2: write corpus.extra.futurelist.fixed.Main.LOCK // at corpus.extra.futurelist.fixed.Main.<clinit>(Main.java:22)
}

proc corpus.extra.futurelist.fixed.Main.main {
  s13: fork thread:java.lang.Thread@Main.java:29 java.lang.Thread@Main.java:29 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s13_1: goto s32                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s23: join java.lang.Thread@Main.java:29 // at corpus.extra.futurelist.fixed.Main.main(Main.java:32)
  s23_1: goto s40                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:32)
  s32: fork thread:java.lang.Thread@Main.java:29#2 java.lang.Thread@Main.java:29#2 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s32_1: goto s23                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s40: join java.lang.Thread@Main.java:29#2 // at corpus.extra.futurelist.fixed.Main.main(Main.java:32)
}

proc corpus.extra.futurelist.fixed.Main.work {
  s0: read corpus.extra.futurelist.fixed.Main.LOCK // at corpus.extra.futurelist.fixed.Main.work(Main.java:38)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.extra.futurelist.fixed.Main.work(Main.java:38)
  s2: read corpus.extra.futurelist.fixed.Main.total // at corpus.extra.futurelist.fixed.Main.work(Main.java:39)
  s4: write corpus.extra.futurelist.fixed.Main.total // at corpus.extra.futurelist.fixed.Main.work(Main.java:39)
  s5: release java.lang.Object@Main.java:22 // at corpus.extra.futurelist.fixed.Main.work(Main.java:40)
}

proc entry {
  init0: call corpus.extra.futurelist.fixed.Main.<clinit> // at corpus.extra.futurelist.fixed.Main.main(Main.java:26)
  main: call corpus.extra.futurelist.fixed.Main.main // at corpus.extra.futurelist.fixed.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:29 {
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  c0: call corpus.extra.futurelist.fixed.Main.work // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
}

proc thread:java.lang.Thread@Main.java:29#2 {
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  c0: call corpus.extra.futurelist.fixed.Main.work // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
}
