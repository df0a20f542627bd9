main entry
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1
counter java.util.concurrent.ScheduledExecutorService@Main.java:19.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ScheduledExecutorService@Main.java:19 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ScheduledExecutorService@Main.java:19 cap 1 init 0

proc corpus.juc.scheduled.fixed.Main.<clinit> {
  s2: write corpus.juc.scheduled.fixed.Main.state // at corpus.juc.scheduled.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.juc.scheduled.fixed.Main.lambda$main$0[corpus.juc.scheduled.fixed.Main.main:20#7] {
  s1: read corpus.juc.scheduled.fixed.Main.state // at corpus.juc.scheduled.fixed.Main.lambda$main$0(Main.java:21)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.juc.scheduled.fixed.Main.lambda$main$0(Main.java:21)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s3_1 // at corpus.juc.scheduled.fixed.Main.lambda$main$0(Main.java:22)
  s3_1: skip                             // at corpus.juc.scheduled.fixed.Main.lambda$main$0(Main.java:22)
  s4: release java.lang.Object@Main.java:15 // at corpus.juc.scheduled.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.juc.scheduled.fixed.Main.main {
  s6: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.juc.scheduled.fixed.Main.main(Main.java:20)
  s7: fork thread:java.lang.Thread@Main.java:20 java.lang.Thread@Main.java:20 // at corpus.juc.scheduled.fixed.Main.main(Main.java:20)
  s8: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.juc.scheduled.fixed.Main.main(Main.java:25)
  s9: read corpus.juc.scheduled.fixed.Main.state // at corpus.juc.scheduled.fixed.Main.main(Main.java:26)
  s10: acquire java.lang.Object@Main.java:15 // at corpus.juc.scheduled.fixed.Main.main(Main.java:26)
  s11: read java.lang.System.out         // at corpus.juc.scheduled.fixed.Main.main(Main.java:27)
  s13: release java.lang.Object@Main.java:15 // at corpus.juc.scheduled.fixed.Main.main(Main.java:28)
  s19_1: tryup jvm.shutDown@java.util.concurrent.ScheduledExecutorService@Main.java:19 1 else s19 // at corpus.juc.scheduled.fixed.Main.main(Main.java:29)
  s19: skip                              // at corpus.juc.scheduled.fixed.Main.main(Main.java:29)
}

proc entry {
  init0: call corpus.juc.scheduled.fixed.Main.<clinit> // at corpus.juc.scheduled.fixed.Main.main(Main.java:18)
  main: call corpus.juc.scheduled.fixed.Main.main // at corpus.juc.scheduled.fixed.Main.main(Main.java:18)
}

proc thread:java.lang.Thread@Main.java:20 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ScheduledExecutorService@Main.java:19 1 else t0 // at corpus.juc.scheduled.fixed.Main.main(Main.java:20)
  t0: skip                               // at corpus.juc.scheduled.fixed.Main.main(Main.java:20)
  w0: down java.util.concurrent.ScheduledExecutorService@Main.java:19.workers 1 // at corpus.juc.scheduled.fixed.Main.main(Main.java:20)
  c0: call corpus.juc.scheduled.fixed.Main.lambda$main$0[corpus.juc.scheduled.fixed.Main.main:20#7] // at corpus.juc.scheduled.fixed.Main.main(Main.java:20)
  u0: up java.util.concurrent.ScheduledExecutorService@Main.java:19.workers 1 // at corpus.juc.scheduled.fixed.Main.main(Main.java:20)
}
