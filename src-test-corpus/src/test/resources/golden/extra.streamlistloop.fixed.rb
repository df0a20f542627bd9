main entry
counter java.util.concurrent.CountDownLatch@Main.java:26.count cap 1 init 1

proc corpus.extra.streamlistloop.fixed.Main.<clinit> {
  s2: write corpus.extra.streamlistloop.fixed.Main.LOCK // at corpus.extra.streamlistloop.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.streamlistloop.fixed.Main.lambda$main$0[corpus.extra.streamlistloop.fixed.Main.main:27#11] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:26.count <= 0 // at corpus.extra.streamlistloop.fixed.Main.lambda$main$0(Main.java:29)
  s6: read corpus.extra.streamlistloop.fixed.Main.LOCK // at corpus.extra.streamlistloop.fixed.Main.lambda$main$0(Main.java:33)
  s7: acquire java.lang.Object@Main.java:21 // at corpus.extra.streamlistloop.fixed.Main.lambda$main$0(Main.java:33)
  s8: read corpus.extra.streamlistloop.fixed.Main.sum // at corpus.extra.streamlistloop.fixed.Main.lambda$main$0(Main.java:34)
  s10: write corpus.extra.streamlistloop.fixed.Main.sum // at corpus.extra.streamlistloop.fixed.Main.lambda$main$0(Main.java:34)
  s11: release java.lang.Object@Main.java:21 // at corpus.extra.streamlistloop.fixed.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.streamlistloop.fixed.Main.main {
  s11: fork corpus.extra.streamlistloop.fixed.Main.lambda$main$0[corpus.extra.streamlistloop.fixed.Main.main:27#11] java.lang.Thread@Main.java:27 // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:37)
  s14_1: jump s17 exit14_s14             // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:38)
  exit14_s14: skip                       // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:38)
  s14_2: goto s29                        // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:38)
  s17: read corpus.extra.streamlistloop.fixed.Main.LOCK // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:39)
  s18: acquire java.lang.Object@Main.java:21 // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:39)
  s19: read corpus.extra.streamlistloop.fixed.Main.sum // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:40)
  s22: write corpus.extra.streamlistloop.fixed.Main.sum // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:40)
  s23: release java.lang.Object@Main.java:21 // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:41)
  s23_1: goto s14_1                      // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:41)
  s29: trydown java.util.concurrent.CountDownLatch@Main.java:26.count 1 else s29_1 // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:43)
  s29_1: skip                            // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:43)
  s30: join java.lang.Thread@Main.java:27 // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:44)
}

proc entry {
  init0: call corpus.extra.streamlistloop.fixed.Main.<clinit> // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:25)
  main: call corpus.extra.streamlistloop.fixed.Main.main // at corpus.extra.streamlistloop.fixed.Main.main(Main.java:25)
}
