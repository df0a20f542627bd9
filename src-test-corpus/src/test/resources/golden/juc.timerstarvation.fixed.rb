main corpus.juc.timerstarvation.fixed.Main.main
counter java.util.Timer@Main.java:15.workers cap 1 init 1
counter java.util.Timer@Main.java:16.workers cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:17.count cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1
counter jvm.keptAlive@java.util.Timer@Main.java:15 cap 1 init 0
counter jvm.keptAlive@java.util.Timer@Main.java:16 cap 1 init 0
counter jvm.shutDown@java.util.Timer@Main.java:15 cap 1 init 0
counter jvm.shutDown@java.util.Timer@Main.java:16 cap 1 init 0

proc corpus.juc.timerstarvation.fixed.Main$1.<init>[corpus.juc.timerstarvation.fixed.Main$1@Main.java:19] {
  s3: write corpus.juc.timerstarvation.fixed.Main$1@Main.java:19.val$ready // at corpus.juc.timerstarvation.fixed.Main$1.<init>(Main.java:19)
  s4: write corpus.juc.timerstarvation.fixed.Main$1@Main.java:19.val$done // at corpus.juc.timerstarvation.fixed.Main$1.<init>(Main.java:19)
}

proc corpus.juc.timerstarvation.fixed.Main$1.run[corpus.juc.timerstarvation.fixed.Main$1@Main.java:19] {
  s1: read corpus.juc.timerstarvation.fixed.Main$1@Main.java:19.val$ready // at corpus.juc.timerstarvation.fixed.Main$1.run(Main.java:23)
  s2: until java.util.concurrent.CountDownLatch@Main.java:17.count <= 0 // at corpus.juc.timerstarvation.fixed.Main$1.run(Main.java:23)
  s7: read corpus.juc.timerstarvation.fixed.Main$1@Main.java:19.val$done // at corpus.juc.timerstarvation.fixed.Main$1.run(Main.java:27)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s8_1 // at corpus.juc.timerstarvation.fixed.Main$1.run(Main.java:27)
  s8_1: skip                             // at corpus.juc.timerstarvation.fixed.Main$1.run(Main.java:27)
}

proc corpus.juc.timerstarvation.fixed.Main$2.<init>[corpus.juc.timerstarvation.fixed.Main$2@Main.java:30] {
  s2: write corpus.juc.timerstarvation.fixed.Main$2@Main.java:30.val$ready // at corpus.juc.timerstarvation.fixed.Main$2.<init>(Main.java:30)
}

proc corpus.juc.timerstarvation.fixed.Main$2.run[corpus.juc.timerstarvation.fixed.Main$2@Main.java:30] {
  s1: read corpus.juc.timerstarvation.fixed.Main$2@Main.java:30.val$ready // at corpus.juc.timerstarvation.fixed.Main$2.run(Main.java:33)
  s2: trydown java.util.concurrent.CountDownLatch@Main.java:17.count 1 else s2_1 // at corpus.juc.timerstarvation.fixed.Main$2.run(Main.java:33)
  s2_1: skip                             // at corpus.juc.timerstarvation.fixed.Main$2.run(Main.java:33)
}

proc corpus.juc.timerstarvation.fixed.Main.main {
  s2_1: tryup jvm.keptAlive@java.util.Timer@Main.java:15 1 else s2 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:15)
  s2: skip                               // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:15)
  s5_1: tryup jvm.keptAlive@java.util.Timer@Main.java:16 1 else s5 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:16)
  s5: skip                               // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:16)
  s14: call corpus.juc.timerstarvation.fixed.Main$1.<init>[corpus.juc.timerstarvation.fixed.Main$1@Main.java:19] // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:19)
  s15: fork thread:java.lang.Thread@Main.java:19 java.lang.Thread@Main.java:19 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:19)
  s17: call corpus.juc.timerstarvation.fixed.Main$2.<init>[corpus.juc.timerstarvation.fixed.Main$2@Main.java:30] // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:30)
  s18: fork thread:java.lang.Thread@Main.java:30 java.lang.Thread@Main.java:30 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:30)
  s19: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:36)
  s20_1: tryup jvm.shutDown@java.util.Timer@Main.java:15 1 else s20 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:37)
  s20: skip                              // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:37)
  s21_1: tryup jvm.shutDown@java.util.Timer@Main.java:16 1 else s21 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:38)
  s21: skip                              // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:38)
}

proc thread:java.lang.Thread@Main.java:19 {
  w0: down java.util.Timer@Main.java:15.workers 1 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:19)
  c0: call corpus.juc.timerstarvation.fixed.Main$1.run[corpus.juc.timerstarvation.fixed.Main$1@Main.java:19] // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:19)
  u0: up java.util.Timer@Main.java:15.workers 1 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:19)
}

proc thread:java.lang.Thread@Main.java:30 {
  w0: down java.util.Timer@Main.java:16.workers 1 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:30)
  c0: call corpus.juc.timerstarvation.fixed.Main$2.run[corpus.juc.timerstarvation.fixed.Main$2@Main.java:30] // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:30)
  u0: up java.util.Timer@Main.java:16.workers 1 // at corpus.juc.timerstarvation.fixed.Main.main(Main.java:30)
}
