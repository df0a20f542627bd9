main entry
var corpus.paper.fig8.Main.budget { 0 1 2 3 * } = 0

proc corpus.paper.fig8.Main.<clinit> {
  s2: write corpus.paper.fig8.Main.LOCK  // at corpus.paper.fig8.Main.<clinit>(Main.java:23)
  s3: assign corpus.paper.fig8.Main.budget 3 // at corpus.paper.fig8.Main.<clinit>(Main.java:24)
}

proc corpus.paper.fig8.Main.main {
  s1: call corpus.paper.fig8.Main.rec    // at corpus.paper.fig8.Main.main(Main.java:35)
  s2: read corpus.paper.fig8.Main.LOCK   // at corpus.paper.fig8.Main.main(Main.java:36)
  s3: release java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.paper.fig8.Main.main(Main.java:36)
}

proc corpus.paper.fig8.Main.rec {
  s0: read corpus.paper.fig8.Main.LOCK   // at corpus.paper.fig8.Main.rec(Main.java:27)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.paper.fig8.Main.rec(Main.java:27)
  s2: switch corpus.paper.fig8.Main.budget 0 s4e6 1 s4e7 2 s4e8 3 s4e9 * s4e10 // at corpus.paper.fig8.Main.rec(Main.java:28)
  s6: read corpus.paper.fig8.Main.LOCK   // at corpus.paper.fig8.Main.rec(Main.java:29)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.paper.fig8.Main.rec(Main.java:29)
  s8: call corpus.paper.fig8.Main.rec    // at corpus.paper.fig8.Main.rec(Main.java:30)
  s8_1: goto exit                        // at corpus.paper.fig8.Main.rec(Main.java:30)
  s5e5: jump s6 exit                     // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e6: assign corpus.paper.fig8.Main.budget * // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e6_1: goto exit                      // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e7: assign corpus.paper.fig8.Main.budget 0 // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e7_1: goto s6                        // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e8: assign corpus.paper.fig8.Main.budget 1 // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e8_1: goto s6                        // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e9: assign corpus.paper.fig8.Main.budget 2 // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e9_1: goto s6                        // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e10: assign corpus.paper.fig8.Main.budget * // at corpus.paper.fig8.Main.rec(Main.java:28)
  s4e10_1: goto s5e5                     // at corpus.paper.fig8.Main.rec(Main.java:28)
}

proc entry {
  init0: call corpus.paper.fig8.Main.<clinit> // at corpus.paper.fig8.Main.main(Main.java:35)
  main: call corpus.paper.fig8.Main.main // at corpus.paper.fig8.Main.main(Main.java:35)
}
