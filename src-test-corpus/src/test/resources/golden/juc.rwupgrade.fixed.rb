main entry
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers limit 4 init 0
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds limit 4 init 0 per-thread
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds limit 4 init 0 per-thread

proc corpus.juc.rwupgrade.fixed.Main.<clinit> {
  s2: write corpus.juc.rwupgrade.fixed.Main.rw // at corpus.juc.rwupgrade.fixed.Main.<clinit>(Main.java:17)
  s6: write corpus.juc.rwupgrade.fixed.Main.cache // at corpus.juc.rwupgrade.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.juc.rwupgrade.fixed.Main.get[corpus.juc.rwupgrade.fixed.Main.lambda$main$0:47#0] {
  s1: read corpus.juc.rwupgrade.fixed.Main.rw // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 else s3_4 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 2 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3_2: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3_3: goto s3_8                        // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3_5: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3_7: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s3_8: skip                             // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:21)
  s4: read corpus.juc.rwupgrade.fixed.Main.cache // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:24)
  s5: read java.util.HashMap@Main.java:18.$state // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:24)
  s7: read corpus.juc.rwupgrade.fixed.Main.rw // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:26)
  s9: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:26)
  s9_1: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:26)
  s17: jump exit s19                     // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:28)
  s19: read corpus.juc.rwupgrade.fixed.Main.rw // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s21: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds 1 else s21_4 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s21_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds 2 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s21_2: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s21_3: goto s21_7                      // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s21_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s21_5: until java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers <= 0 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s21_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s21_7: skip                            // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:31)
  s23: read corpus.juc.rwupgrade.fixed.Main.cache // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:34)
  s24: write java.util.HashMap@Main.java:18.$state // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:34)
  s25: read corpus.juc.rwupgrade.fixed.Main.rw // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 else s27_4 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 2 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27_2: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27_3: goto s27_8                      // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27_5: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27_7: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s27_8: skip                            // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:35)
  s28: read corpus.juc.rwupgrade.fixed.Main.rw // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:37)
  s30: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:37)
  s30_1: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:37)
  s38: read corpus.juc.rwupgrade.fixed.Main.cache // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:40)
  s39: read java.util.HashMap@Main.java:18.$state // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:40)
  s41: read corpus.juc.rwupgrade.fixed.Main.rw // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:42)
  s43: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:42)
  s43_1: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rwupgrade.fixed.Main.get(Main.java:42)
}

proc corpus.juc.rwupgrade.fixed.Main.lambda$main$0 {
  s0: call corpus.juc.rwupgrade.fixed.Main.get[corpus.juc.rwupgrade.fixed.Main.lambda$main$0:47#0] // at corpus.juc.rwupgrade.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.juc.rwupgrade.fixed.Main.lambda$main$1 {
  s0: call corpus.juc.rwupgrade.fixed.Main.get[corpus.juc.rwupgrade.fixed.Main.lambda$main$0:47#0] // at corpus.juc.rwupgrade.fixed.Main.lambda$main$1(Main.java:48)
}

proc corpus.juc.rwupgrade.fixed.Main.main {
  s9: fork corpus.juc.rwupgrade.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:47 // at corpus.juc.rwupgrade.fixed.Main.main(Main.java:49)
  s10: fork corpus.juc.rwupgrade.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:48 // at corpus.juc.rwupgrade.fixed.Main.main(Main.java:50)
  s11: join java.lang.Thread@Main.java:47 // at corpus.juc.rwupgrade.fixed.Main.main(Main.java:51)
  s12: join java.lang.Thread@Main.java:48 // at corpus.juc.rwupgrade.fixed.Main.main(Main.java:52)
}

proc entry {
  init0: call corpus.juc.rwupgrade.fixed.Main.<clinit> // at corpus.juc.rwupgrade.fixed.Main.main(Main.java:47)
  main: call corpus.juc.rwupgrade.fixed.Main.main // at corpus.juc.rwupgrade.fixed.Main.main(Main.java:47)
}
