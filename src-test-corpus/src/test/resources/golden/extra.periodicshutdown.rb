main corpus.extra.periodicshutdown.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 2 init 2
counter java.util.concurrent.ScheduledExecutorService@Main.java:22.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ScheduledExecutorService@Main.java:22 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ScheduledExecutorService@Main.java:22 cap 1 init 0
var java.util.concurrent.ScheduledExecutorService@Main.java:22.shutdown { 0 1 } = 0

proc corpus.extra.periodicshutdown.Main.main {
  s7: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  s8: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  s9: assign java.util.concurrent.ScheduledExecutorService@Main.java:22.shutdown 1 // at corpus.extra.periodicshutdown.Main.main(Main.java:25)
  s9_2: tryup jvm.shutDown@java.util.concurrent.ScheduledExecutorService@Main.java:22 1 else s9_1 // at corpus.extra.periodicshutdown.Main.main(Main.java:25)
  s9_1: skip                             // at corpus.extra.periodicshutdown.Main.main(Main.java:25)
  s10: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.periodicshutdown.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:24 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ScheduledExecutorService@Main.java:22 1 else t0 // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  t0: skip                               // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  p0: switch java.util.concurrent.ScheduledExecutorService@Main.java:22.shutdown 0 t4 1 t6 // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  t4: down java.util.concurrent.ScheduledExecutorService@Main.java:22.workers 1 // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  t2: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else t3 // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  t3: skip                               // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  t7: up java.util.concurrent.ScheduledExecutorService@Main.java:22.workers 1 // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  t8: goto p0                            // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  t5: up java.util.concurrent.ScheduledExecutorService@Main.java:22.workers 1 // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
  t6: skip                               // at corpus.extra.periodicshutdown.Main.main(Main.java:24)
}
