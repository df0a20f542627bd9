main entry
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
counter java.util.concurrent.ScheduledExecutorService@Main.java:23.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ScheduledExecutorService@Main.java:23 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ScheduledExecutorService@Main.java:23 cap 1 init 0

proc corpus.juc.scheduled.Main.<clinit> {
  s2: write corpus.juc.scheduled.Main.state // at corpus.juc.scheduled.Main.<clinit>(Main.java:19)
}

proc corpus.juc.scheduled.Main.lambda$main$0[corpus.juc.scheduled.Main.main:24#7] {
  s1: read corpus.juc.scheduled.Main.state // at corpus.juc.scheduled.Main.lambda$main$0(Main.java:25)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.juc.scheduled.Main.lambda$main$0(Main.java:25)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s3_1 // at corpus.juc.scheduled.Main.lambda$main$0(Main.java:26)
  s3_1: skip                             // at corpus.juc.scheduled.Main.lambda$main$0(Main.java:26)
  s4: release java.lang.Object@Main.java:19 // at corpus.juc.scheduled.Main.lambda$main$0(Main.java:27)
}

proc corpus.juc.scheduled.Main.main {
  s6: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.juc.scheduled.Main.main(Main.java:24)
  s7: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.juc.scheduled.Main.main(Main.java:24)
  s8: read corpus.juc.scheduled.Main.state // at corpus.juc.scheduled.Main.main(Main.java:29)
  s9: acquire java.lang.Object@Main.java:19 // at corpus.juc.scheduled.Main.main(Main.java:29)
  s10: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.juc.scheduled.Main.main(Main.java:30)
  s11: release java.lang.Object@Main.java:19 // at corpus.juc.scheduled.Main.main(Main.java:31)
  s17_1: tryup jvm.shutDown@java.util.concurrent.ScheduledExecutorService@Main.java:23 1 else s17 // at corpus.juc.scheduled.Main.main(Main.java:32)
  s17: skip                              // at corpus.juc.scheduled.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.juc.scheduled.Main.<clinit> // at corpus.juc.scheduled.Main.main(Main.java:22)
  main: call corpus.juc.scheduled.Main.main // at corpus.juc.scheduled.Main.main(Main.java:22)
}

proc thread:java.lang.Thread@Main.java:24 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ScheduledExecutorService@Main.java:23 1 else t0 // at corpus.juc.scheduled.Main.main(Main.java:24)
  t0: skip                               // at corpus.juc.scheduled.Main.main(Main.java:24)
  w0: down java.util.concurrent.ScheduledExecutorService@Main.java:23.workers 1 // at corpus.juc.scheduled.Main.main(Main.java:24)
  c0: call corpus.juc.scheduled.Main.lambda$main$0[corpus.juc.scheduled.Main.main:24#7] // at corpus.juc.scheduled.Main.main(Main.java:24)
  u0: up java.util.concurrent.ScheduledExecutorService@Main.java:23.workers 1 // at corpus.juc.scheduled.Main.main(Main.java:24)
}
