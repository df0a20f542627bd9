main entry
counter java.util.concurrent.CountDownLatch@Main.java:25.count cap 1 init 1

proc corpus.extra.streamlistloop.Main.<clinit> {
  s2: write corpus.extra.streamlistloop.Main.LOCK // at corpus.extra.streamlistloop.Main.<clinit>(Main.java:20)
}

proc corpus.extra.streamlistloop.Main.lambda$main$0[corpus.extra.streamlistloop.Main.main:26#11] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:25.count <= 0 // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:28)
  s6: read corpus.extra.streamlistloop.Main.LOCK // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:32)
  s7: acquire java.lang.Object@Main.java:20 // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:32)
  s8: read corpus.extra.streamlistloop.Main.sum // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:33)
  s10: write corpus.extra.streamlistloop.Main.sum // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:33)
  s11: release java.lang.Object@Main.java:20 // at corpus.extra.streamlistloop.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.streamlistloop.Main.main {
  s11: fork corpus.extra.streamlistloop.Main.lambda$main$0[corpus.extra.streamlistloop.Main.main:26#11] java.lang.Thread@Main.java:26 // at corpus.extra.streamlistloop.Main.main(Main.java:36)
  s14_1: jump s17 exit14_s14             // at corpus.extra.streamlistloop.Main.main(Main.java:37)
  exit14_s14: skip                       // at corpus.extra.streamlistloop.Main.main(Main.java:37)
  s14_2: goto s29                        // at corpus.extra.streamlistloop.Main.main(Main.java:37)
  s17: read corpus.extra.streamlistloop.Main.LOCK // at corpus.extra.streamlistloop.Main.main(Main.java:38)
  s18: acquire java.lang.Object@Main.java:20 // at corpus.extra.streamlistloop.Main.main(Main.java:38)
  s19: read corpus.extra.streamlistloop.Main.sum // at corpus.extra.streamlistloop.Main.main(Main.java:39)
  s22: write corpus.extra.streamlistloop.Main.sum // at corpus.extra.streamlistloop.Main.main(Main.java:39)
  s23: release java.lang.Object@Main.java:20 // at corpus.extra.streamlistloop.Main.main(Main.java:40)
  s23_1: goto s14_1                      // at corpus.extra.streamlistloop.Main.main(Main.java:40)
  s29: join java.lang.Thread@Main.java:26 // at corpus.extra.streamlistloop.Main.main(Main.java:42)
  s30: trydown java.util.concurrent.CountDownLatch@Main.java:25.count 1 else s30_1 // at corpus.extra.streamlistloop.Main.main(Main.java:43)
  s30_1: skip                            // at corpus.extra.streamlistloop.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.extra.streamlistloop.Main.<clinit> // at corpus.extra.streamlistloop.Main.main(Main.java:24)
  main: call corpus.extra.streamlistloop.Main.main // at corpus.extra.streamlistloop.Main.main(Main.java:24)
}
