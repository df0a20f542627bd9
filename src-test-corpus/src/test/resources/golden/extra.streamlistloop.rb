main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1

proc corpus.extra.streamlistloop.Main.<clinit> {
  s2: write corpus.extra.streamlistloop.Main.LOCK // at corpus.extra.streamlistloop.Main.<clinit>(Main.java:18)
}

proc corpus.extra.streamlistloop.Main.lambda$main$0[corpus.extra.streamlistloop.Main.main:24#11] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:26)
  s6: read corpus.extra.streamlistloop.Main.LOCK // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:30)
  s7: acquire java.lang.Object@Main.java:18 // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:30)
  s8: read corpus.extra.streamlistloop.Main.sum // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:31)
  s10: write corpus.extra.streamlistloop.Main.sum // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:31)
  s11: release java.lang.Object@Main.java:18 // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.streamlistloop.Main.main {
  s11: fork corpus.extra.streamlistloop.Main.lambda$main$0[corpus.extra.streamlistloop.Main.main:24#11] java.lang.Thread@Main.java:24 // at corpus.extra.streamlistloop.Main.main(Main.java:34)
  s14_1: jump s17 exit14_s14             // at corpus.extra.streamlistloop.Main.main(Main.java:35)
  exit14_s14: skip                       // at corpus.extra.streamlistloop.Main.main(Main.java:35)
  s14_2: goto s29                        // at corpus.extra.streamlistloop.Main.main(Main.java:35)
  s17: read corpus.extra.streamlistloop.Main.LOCK // at corpus.extra.streamlistloop.Main.main(Main.java:36)
  s18: acquire java.lang.Object@Main.java:18 // at corpus.extra.streamlistloop.Main.main(Main.java:36)
  s19: read corpus.extra.streamlistloop.Main.sum // at corpus.extra.streamlistloop.Main.main(Main.java:37)
  s22: write corpus.extra.streamlistloop.Main.sum // at corpus.extra.streamlistloop.Main.main(Main.java:37)
  s23: release java.lang.Object@Main.java:18 // at corpus.extra.streamlistloop.Main.main(Main.java:38)
  s23_1: goto s14_1                      // at corpus.extra.streamlistloop.Main.main(Main.java:38)
  s29: join java.lang.Thread@Main.java:24 // at corpus.extra.streamlistloop.Main.main(Main.java:40)
  s30: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s30_1 // at corpus.extra.streamlistloop.Main.main(Main.java:41)
  s30_1: skip                            // at corpus.extra.streamlistloop.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.streamlistloop.Main.<clinit> // at corpus.extra.streamlistloop.Main.main(Main.java:22)
  main: call corpus.extra.streamlistloop.Main.main // at corpus.extra.streamlistloop.Main.main(Main.java:22)
}
