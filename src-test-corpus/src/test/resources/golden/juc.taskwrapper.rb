main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1
counter java.util.concurrent.FutureTask@Main.java:27.done cap 1 init 0
counter java.util.concurrent.FutureTask@Main.java:27.ran cap 1 init 0

proc corpus.juc.taskwrapper.Main.<clinit> {
  s2: write corpus.juc.taskwrapper.Main.a // at corpus.juc.taskwrapper.Main.<clinit>(Main.java:21)
  s5: write corpus.juc.taskwrapper.Main.b // at corpus.juc.taskwrapper.Main.<clinit>(Main.java:22)
  s8: write corpus.juc.taskwrapper.Main.done // at corpus.juc.taskwrapper.Main.<clinit>(Main.java:23)
}

proc corpus.juc.taskwrapper.Main.lambda$main$0 {
  s0: read corpus.juc.taskwrapper.Main.b // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:28)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:28)
  s2: read corpus.juc.taskwrapper.Main.a // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:29)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:29)
  s4: read corpus.juc.taskwrapper.Main.done // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:30)
  s5: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s5_1 // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:30)
  s5_1: skip                             // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:30)
  s6: release java.lang.Object@Main.java:21 // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:31)
  s16: release java.lang.Object@Main.java:22 // at corpus.juc.taskwrapper.Main.lambda$main$0(Main.java:32)
}

proc corpus.juc.taskwrapper.Main.main {
  s11: fork thread:java.lang.Thread@Main.java:34 java.lang.Thread@Main.java:34 // at corpus.juc.taskwrapper.Main.main(Main.java:35)
  s12: read corpus.juc.taskwrapper.Main.a // at corpus.juc.taskwrapper.Main.main(Main.java:36)
  s13: acquire java.lang.Object@Main.java:21 // at corpus.juc.taskwrapper.Main.main(Main.java:36)
  s14: read corpus.juc.taskwrapper.Main.b // at corpus.juc.taskwrapper.Main.main(Main.java:37)
  s15: acquire java.lang.Object@Main.java:22 // at corpus.juc.taskwrapper.Main.main(Main.java:37)
  s16: read java.lang.System.out         // at corpus.juc.taskwrapper.Main.main(Main.java:38)
  s18: release java.lang.Object@Main.java:22 // at corpus.juc.taskwrapper.Main.main(Main.java:39)
  s28: release java.lang.Object@Main.java:21 // at corpus.juc.taskwrapper.Main.main(Main.java:40)
  s30: read corpus.juc.taskwrapper.Main.done // at corpus.juc.taskwrapper.Main.main(Main.java:41)
  s31: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.juc.taskwrapper.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.juc.taskwrapper.Main.<clinit> // at corpus.juc.taskwrapper.Main.main(Main.java:26)
  main: call corpus.juc.taskwrapper.Main.main // at corpus.juc.taskwrapper.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:34 {
  t1: tryup java.util.concurrent.FutureTask@Main.java:27.ran 1 else exit // at corpus.juc.taskwrapper.Main.main(Main.java:27)
  t2: trydown java.util.concurrent.FutureTask@Main.java:27.done 1 else t0 // at corpus.juc.taskwrapper.Main.main(Main.java:27)
  t3: tryup java.util.concurrent.FutureTask@Main.java:27.done 1 else exit // at corpus.juc.taskwrapper.Main.main(Main.java:27)
  t4: goto exit                          // at corpus.juc.taskwrapper.Main.main(Main.java:27)
  t0: skip                               // at corpus.juc.taskwrapper.Main.main(Main.java:27)
  c0: call corpus.juc.taskwrapper.Main.lambda$main$0 // at corpus.juc.taskwrapper.Main.main(Main.java:34)
  t5: tryup java.util.concurrent.FutureTask@Main.java:27.done 1 else t6 // at corpus.juc.taskwrapper.Main.main(Main.java:34)
  t6: skip                               // at corpus.juc.taskwrapper.Main.main(Main.java:34)
}
