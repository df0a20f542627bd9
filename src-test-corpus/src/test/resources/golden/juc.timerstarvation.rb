main corpus.juc.timerstarvation.Main.main
counter java.util.Timer@Main.java:20.workers cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
counter jvm.keptAlive@java.util.Timer@Main.java:20 cap 1 init 0
counter jvm.shutDown@java.util.Timer@Main.java:20 cap 1 init 0

proc corpus.juc.timerstarvation.Main$1.<init>[corpus.juc.timerstarvation.Main$1@Main.java:23] {
  s3: write corpus.juc.timerstarvation.Main$1@Main.java:23.val$ready // at corpus.juc.timerstarvation.Main$1.<init>(Main.java:23)
  s4: write corpus.juc.timerstarvation.Main$1@Main.java:23.val$done // at corpus.juc.timerstarvation.Main$1.<init>(Main.java:23)
}

proc corpus.juc.timerstarvation.Main$1.run[corpus.juc.timerstarvation.Main$1@Main.java:23] {
  s1: read corpus.juc.timerstarvation.Main$1@Main.java:23.val$ready // at corpus.juc.timerstarvation.Main$1.run(Main.java:27)
  s2: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.juc.timerstarvation.Main$1.run(Main.java:27)
  s7: read corpus.juc.timerstarvation.Main$1@Main.java:23.val$done // at corpus.juc.timerstarvation.Main$1.run(Main.java:31)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s8_1 // at corpus.juc.timerstarvation.Main$1.run(Main.java:31)
  s8_1: skip                             // at corpus.juc.timerstarvation.Main$1.run(Main.java:31)
}

proc corpus.juc.timerstarvation.Main$2.<init>[corpus.juc.timerstarvation.Main$2@Main.java:34] {
  s2: write corpus.juc.timerstarvation.Main$2@Main.java:34.val$ready // at corpus.juc.timerstarvation.Main$2.<init>(Main.java:34)
}

proc corpus.juc.timerstarvation.Main$2.run[corpus.juc.timerstarvation.Main$2@Main.java:34] {
  s1: read corpus.juc.timerstarvation.Main$2@Main.java:34.val$ready // at corpus.juc.timerstarvation.Main$2.run(Main.java:37)
  s2: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s2_1 // at corpus.juc.timerstarvation.Main$2.run(Main.java:37)
  s2_1: skip                             // at corpus.juc.timerstarvation.Main$2.run(Main.java:37)
}

proc corpus.juc.timerstarvation.Main.main {
  s2_1: tryup jvm.keptAlive@java.util.Timer@Main.java:20 1 else s2 // at corpus.juc.timerstarvation.Main.main(Main.java:20)
  s2: skip                               // at corpus.juc.timerstarvation.Main.main(Main.java:20)
  s11: call corpus.juc.timerstarvation.Main$1.<init>[corpus.juc.timerstarvation.Main$1@Main.java:23] // at corpus.juc.timerstarvation.Main.main(Main.java:23)
  s12: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.juc.timerstarvation.Main.main(Main.java:23)
  s14: call corpus.juc.timerstarvation.Main$2.<init>[corpus.juc.timerstarvation.Main$2@Main.java:34] // at corpus.juc.timerstarvation.Main.main(Main.java:34)
  s15: fork thread:java.lang.Thread@Main.java:34 java.lang.Thread@Main.java:34 // at corpus.juc.timerstarvation.Main.main(Main.java:34)
  s16: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.juc.timerstarvation.Main.main(Main.java:40)
  s17_1: tryup jvm.shutDown@java.util.Timer@Main.java:20 1 else s17 // at corpus.juc.timerstarvation.Main.main(Main.java:41)
  s17: skip                              // at corpus.juc.timerstarvation.Main.main(Main.java:41)
}

proc thread:java.lang.Thread@Main.java:23 {
  w0: down java.util.Timer@Main.java:20.workers 1 // at corpus.juc.timerstarvation.Main.main(Main.java:23)
  c0: call corpus.juc.timerstarvation.Main$1.run[corpus.juc.timerstarvation.Main$1@Main.java:23] // at corpus.juc.timerstarvation.Main.main(Main.java:23)
  u0: up java.util.Timer@Main.java:20.workers 1 // at corpus.juc.timerstarvation.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:34 {
  w0: down java.util.Timer@Main.java:20.workers 1 // at corpus.juc.timerstarvation.Main.main(Main.java:34)
  c0: call corpus.juc.timerstarvation.Main$2.run[corpus.juc.timerstarvation.Main$2@Main.java:34] // at corpus.juc.timerstarvation.Main.main(Main.java:34)
  u0: up java.util.Timer@Main.java:20.workers 1 // at corpus.juc.timerstarvation.Main.main(Main.java:34)
}
