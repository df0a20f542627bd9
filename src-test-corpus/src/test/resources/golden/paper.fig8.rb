main entry

proc corpus.paper.fig8.Main.<clinit> {
  s2: write corpus.paper.fig8.Main.LOCK  // at corpus.paper.fig8.Main.<clinit>(Main.java:19)
  s3: write corpus.paper.fig8.Main.budget // at corpus.paper.fig8.Main.<clinit>(Main.java:20)
}

proc corpus.paper.fig8.Main.main {
  s1: call corpus.paper.fig8.Main.rec    // at corpus.paper.fig8.Main.main(Main.java:31)
  s2: read corpus.paper.fig8.Main.LOCK   // at corpus.paper.fig8.Main.main(Main.java:32)
  s3: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.paper.fig8.Main.main(Main.java:32)
}

proc corpus.paper.fig8.Main.rec {
  s0: read corpus.paper.fig8.Main.LOCK   // at corpus.paper.fig8.Main.rec(Main.java:23)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.paper.fig8.Main.rec(Main.java:23)
  s2: read corpus.paper.fig8.Main.budget // at corpus.paper.fig8.Main.rec(Main.java:24)
  s4: write corpus.paper.fig8.Main.budget // at corpus.paper.fig8.Main.rec(Main.java:24)
  s5: jump s6 exit                       // at corpus.paper.fig8.Main.rec(Main.java:24)
  s6: read corpus.paper.fig8.Main.LOCK   // at corpus.paper.fig8.Main.rec(Main.java:25)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.paper.fig8.Main.rec(Main.java:25)
  s8: call corpus.paper.fig8.Main.rec    // at corpus.paper.fig8.Main.rec(Main.java:26)
}

proc entry {
  init0: call corpus.paper.fig8.Main.<clinit> // at corpus.paper.fig8.Main.main(Main.java:31)
  main: call corpus.paper.fig8.Main.main // at corpus.paper.fig8.Main.main(Main.java:31)
}
