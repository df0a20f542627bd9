main corpus.extra.periodicshutdown.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 2 init 2
counter java.util.concurrent.ScheduledExecutorService@Main.java:23.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ScheduledExecutorService@Main.java:23 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ScheduledExecutorService@Main.java:23 cap 1 init 0
var java.util.concurrent.ScheduledExecutorService@Main.java:23.shutdown { 0 1 } = 0

proc corpus.extra.periodicshutdown.fixed.Main.lambda$main$0[corpus.extra.periodicshutdown.fixed.Main.main:25#7] {
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else s1_1 // at corpus.extra.periodicshutdown.fixed.Main.lambda$main$0(Main.java:25)
  s1_1: skip                             // at corpus.extra.periodicshutdown.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.periodicshutdown.fixed.Main.main {
  s6: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  s7: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  s8: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:26)
  s9: assign java.util.concurrent.ScheduledExecutorService@Main.java:23.shutdown 1 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:27)
  s9_2: tryup jvm.shutDown@java.util.concurrent.ScheduledExecutorService@Main.java:23 1 else s9_1 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:27)
  s9_1: skip                             // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:25 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ScheduledExecutorService@Main.java:23 1 else t0 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  t0: skip                               // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  p0: switch java.util.concurrent.ScheduledExecutorService@Main.java:23.shutdown 0 t2 1 t4 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  t2: down java.util.concurrent.ScheduledExecutorService@Main.java:23.workers 1 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  c0: call corpus.extra.periodicshutdown.fixed.Main.lambda$main$0[corpus.extra.periodicshutdown.fixed.Main.main:25#7] else t3 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  t5: up java.util.concurrent.ScheduledExecutorService@Main.java:23.workers 1 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  t6: goto p0                            // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  t3: up java.util.concurrent.ScheduledExecutorService@Main.java:23.workers 1 // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
  t4: skip                               // at corpus.extra.periodicshutdown.fixed.Main.main(Main.java:25)
}
