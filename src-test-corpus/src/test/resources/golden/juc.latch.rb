main entry
counter java.util.concurrent.CountDownLatch@Main.java:17.count cap 3 init 3

proc corpus.juc.latch.Main.<clinit> {
  s2: write corpus.juc.latch.Main.ready  // at corpus.juc.latch.Main.<clinit>(Main.java:17)
}

proc corpus.juc.latch.Main.lambda$main$0 {
  s0: read corpus.juc.latch.Main.loaded  // at corpus.juc.latch.Main.lambda$main$0(Main.java:23)
  s2: write corpus.juc.latch.Main.loaded // at corpus.juc.latch.Main.lambda$main$0(Main.java:23)
  s3: read corpus.juc.latch.Main.ready   // at corpus.juc.latch.Main.lambda$main$0(Main.java:24)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:17.count 1 else s4_1 // at corpus.juc.latch.Main.lambda$main$0(Main.java:24)
  s4_1: skip                             // at corpus.juc.latch.Main.lambda$main$0(Main.java:24)
}

proc corpus.juc.latch.Main.main {
  s6: fork corpus.juc.latch.Main.lambda$main$0 java.lang.Thread@Main.java:22 // at corpus.juc.latch.Main.main(Main.java:25)
  s6_1: goto s20                         // at corpus.juc.latch.Main.main(Main.java:25)
  s9: read corpus.juc.latch.Main.ready   // at corpus.juc.latch.Main.main(Main.java:27)
  s10: until java.util.concurrent.CountDownLatch@Main.java:17.count <= 0 // at corpus.juc.latch.Main.main(Main.java:27)
  s11: read java.lang.System.out         // at corpus.juc.latch.Main.main(Main.java:28)
  s12: read corpus.juc.latch.Main.loaded // at corpus.juc.latch.Main.main(Main.java:28)
  s12_1: goto exit                       // at corpus.juc.latch.Main.main(Main.java:28)
  s20: fork corpus.juc.latch.Main.lambda$main$0 java.lang.Thread@Main.java:22#2 // at corpus.juc.latch.Main.main(Main.java:25)
  s20_1: goto s9                         // at corpus.juc.latch.Main.main(Main.java:25)
}

proc entry {
  init0: call corpus.juc.latch.Main.<clinit> // at corpus.juc.latch.Main.main(Main.java:21)
  main: call corpus.juc.latch.Main.main  // at corpus.juc.latch.Main.main(Main.java:21)
}
