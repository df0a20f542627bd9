main entry
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
counter java.util.concurrent.FutureTask@Main.java:26.done cap 1 init 0
counter java.util.concurrent.FutureTask@Main.java:26.ran cap 1 init 0

proc corpus.juc.taskwrapper.fixed.Main.<clinit> {
  s2: write corpus.juc.taskwrapper.fixed.Main.a // at corpus.juc.taskwrapper.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.juc.taskwrapper.fixed.Main.b // at corpus.juc.taskwrapper.fixed.Main.<clinit>(Main.java:21)
  s8: write corpus.juc.taskwrapper.fixed.Main.done // at corpus.juc.taskwrapper.fixed.Main.<clinit>(Main.java:22)
}

proc corpus.juc.taskwrapper.fixed.Main.lambda$main$0 {
  s0: read corpus.juc.taskwrapper.fixed.Main.a // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:27)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:27)
  s2: read corpus.juc.taskwrapper.fixed.Main.b // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:28)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:28)
  s4: read corpus.juc.taskwrapper.fixed.Main.done // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:29)
  s5: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s5_1 // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:29)
  s5_1: skip                             // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:29)
  s6: release java.lang.Object@Main.java:21 // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:30)
  s16: release java.lang.Object@Main.java:20 // at corpus.juc.taskwrapper.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.juc.taskwrapper.fixed.Main.main {
  s11: fork thread:java.lang.Thread@Main.java:33 java.lang.Thread@Main.java:33 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:34)
  s12: read corpus.juc.taskwrapper.fixed.Main.a // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:35)
  s13: acquire java.lang.Object@Main.java:20 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:35)
  s14: read corpus.juc.taskwrapper.fixed.Main.b // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:36)
  s15: acquire java.lang.Object@Main.java:21 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:36)
  s16: read java.lang.System.out         // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:37)
  s18: release java.lang.Object@Main.java:21 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:38)
  s28: release java.lang.Object@Main.java:20 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:39)
  s30: read corpus.juc.taskwrapper.fixed.Main.done // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:40)
  s31: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.juc.taskwrapper.fixed.Main.<clinit> // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:25)
  main: call corpus.juc.taskwrapper.fixed.Main.main // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:25)
}

proc thread:java.lang.Thread@Main.java:33 {
  t1: tryup java.util.concurrent.FutureTask@Main.java:26.ran 1 else exit // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:26)
  t2: trydown java.util.concurrent.FutureTask@Main.java:26.done 1 else t0 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:26)
  t3: tryup java.util.concurrent.FutureTask@Main.java:26.done 1 else exit // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:26)
  t4: goto exit                          // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:26)
  t0: skip                               // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:26)
  c0: call corpus.juc.taskwrapper.fixed.Main.lambda$main$0 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:33)
  t5: tryup java.util.concurrent.FutureTask@Main.java:26.done 1 else t6 // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:33)
  t6: skip                               // at corpus.juc.taskwrapper.fixed.Main.main(Main.java:33)
}
