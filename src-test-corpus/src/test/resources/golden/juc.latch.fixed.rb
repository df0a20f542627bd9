main entry
counter java.util.concurrent.CountDownLatch@Main.java:13.count cap 2 init 2

proc corpus.juc.latch.fixed.Main.<clinit> {
  s2: write corpus.juc.latch.fixed.Main.ready // at corpus.juc.latch.fixed.Main.<clinit>(Main.java:13)
}

proc corpus.juc.latch.fixed.Main.lambda$main$0 {
  s0: read corpus.juc.latch.fixed.Main.loaded // at corpus.juc.latch.fixed.Main.lambda$main$0(Main.java:19)
  s2: write corpus.juc.latch.fixed.Main.loaded // at corpus.juc.latch.fixed.Main.lambda$main$0(Main.java:19)
  s3: read corpus.juc.latch.fixed.Main.ready // at corpus.juc.latch.fixed.Main.lambda$main$0(Main.java:20)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:13.count 1 else s4_1 // at corpus.juc.latch.fixed.Main.lambda$main$0(Main.java:20)
  s4_1: skip                             // at corpus.juc.latch.fixed.Main.lambda$main$0(Main.java:20)
}

proc corpus.juc.latch.fixed.Main.main {
  s6: fork corpus.juc.latch.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:18 // at corpus.juc.latch.fixed.Main.main(Main.java:21)
  s6_1: goto s20                         // at corpus.juc.latch.fixed.Main.main(Main.java:21)
  s9: read corpus.juc.latch.fixed.Main.ready // at corpus.juc.latch.fixed.Main.main(Main.java:23)
  s10: until java.util.concurrent.CountDownLatch@Main.java:13.count <= 0 // at corpus.juc.latch.fixed.Main.main(Main.java:23)
  s11: read java.lang.System.out         // at corpus.juc.latch.fixed.Main.main(Main.java:24)
  s12: read corpus.juc.latch.fixed.Main.loaded // at corpus.juc.latch.fixed.Main.main(Main.java:24)
  s12_1: goto exit                       // at corpus.juc.latch.fixed.Main.main(Main.java:24)
  s20: fork corpus.juc.latch.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:18#2 // at corpus.juc.latch.fixed.Main.main(Main.java:21)
  s20_1: goto s9                         // at corpus.juc.latch.fixed.Main.main(Main.java:21)
}

proc entry {
  init0: call corpus.juc.latch.fixed.Main.<clinit> // at corpus.juc.latch.fixed.Main.main(Main.java:17)
  main: call corpus.juc.latch.fixed.Main.main // at corpus.juc.latch.fixed.Main.main(Main.java:17)
}
