main entry
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1
var corpus.extra.lastout.Main.remaining { 0 1 2 3 * } = 0

proc corpus.extra.lastout.Main.<clinit> {
  s2: write corpus.extra.lastout.Main.LOCK // at corpus.extra.lastout.Main.<clinit>(Main.java:18)
  s3: assign corpus.extra.lastout.Main.remaining 3 // at corpus.extra.lastout.Main.<clinit>(Main.java:19)
  s6: write corpus.extra.lastout.Main.DONE // at corpus.extra.lastout.Main.<clinit>(Main.java:20)
}

proc corpus.extra.lastout.Main.main {
  s9: fork corpus.extra.lastout.Main.work java.lang.Thread@Main.java:33 // at corpus.extra.lastout.Main.main(Main.java:35)
  s10: fork corpus.extra.lastout.Main.work java.lang.Thread@Main.java:34 // at corpus.extra.lastout.Main.main(Main.java:36)
  s11: read corpus.extra.lastout.Main.DONE // at corpus.extra.lastout.Main.main(Main.java:37)
  s12: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.lastout.Main.main(Main.java:37)
  s13: join java.lang.Thread@Main.java:33 // at corpus.extra.lastout.Main.main(Main.java:38)
  s14: join java.lang.Thread@Main.java:34 // at corpus.extra.lastout.Main.main(Main.java:39)
}

proc corpus.extra.lastout.Main.work {
  s0: read corpus.extra.lastout.Main.LOCK // at corpus.extra.lastout.Main.work(Main.java:24)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.lastout.Main.work(Main.java:24)
  s2: switch corpus.extra.lastout.Main.remaining 0 s4e7 1 s4e9 2 s4e11 3 s4e13 * s4e15 // at corpus.extra.lastout.Main.work(Main.java:25)
  s13: read corpus.extra.lastout.Main.DONE // at corpus.extra.lastout.Main.work(Main.java:28)
  s14: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s14_1 // at corpus.extra.lastout.Main.work(Main.java:28)
  s14_1: skip                            // at corpus.extra.lastout.Main.work(Main.java:28)
  s14_2: goto exit                       // at corpus.extra.lastout.Main.work(Main.java:28)
  s4e7: assign corpus.extra.lastout.Main.remaining * // at corpus.extra.lastout.Main.work(Main.java:25)
  s6e7: release java.lang.Object@Main.java:18 // at corpus.extra.lastout.Main.work(Main.java:26)
  s6e7_1: goto exit                      // at corpus.extra.lastout.Main.work(Main.java:26)
  s4e9: assign corpus.extra.lastout.Main.remaining 0 // at corpus.extra.lastout.Main.work(Main.java:25)
  s6e9: release java.lang.Object@Main.java:18 // at corpus.extra.lastout.Main.work(Main.java:26)
  s6e9_1: goto s13                       // at corpus.extra.lastout.Main.work(Main.java:26)
  s4e11: assign corpus.extra.lastout.Main.remaining 1 // at corpus.extra.lastout.Main.work(Main.java:25)
  s6e11: release java.lang.Object@Main.java:18 // at corpus.extra.lastout.Main.work(Main.java:26)
  s6e11_1: goto exit                     // at corpus.extra.lastout.Main.work(Main.java:26)
  s4e13: assign corpus.extra.lastout.Main.remaining 2 // at corpus.extra.lastout.Main.work(Main.java:25)
  s6e13: release java.lang.Object@Main.java:18 // at corpus.extra.lastout.Main.work(Main.java:26)
  s6e13_1: goto exit                     // at corpus.extra.lastout.Main.work(Main.java:26)
  s4e15: assign corpus.extra.lastout.Main.remaining * // at corpus.extra.lastout.Main.work(Main.java:25)
  s6e15: release java.lang.Object@Main.java:18 // at corpus.extra.lastout.Main.work(Main.java:26)
  s12e15: jump s13 exit                  // at corpus.extra.lastout.Main.work(Main.java:27)
}

proc entry {
  init0: call corpus.extra.lastout.Main.<clinit> // at corpus.extra.lastout.Main.main(Main.java:33)
  main: call corpus.extra.lastout.Main.main // at corpus.extra.lastout.Main.main(Main.java:33)
}
