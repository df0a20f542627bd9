main entry
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.readers limit 4 init 0
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.rholds limit 4 init 0 per-thread
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.wholds limit 4 init 0 per-thread

proc corpus.juc.rwupgrade.Main.<clinit> {
  s2: write corpus.juc.rwupgrade.Main.rw // at corpus.juc.rwupgrade.Main.<clinit>(Main.java:19)
  s6: write corpus.juc.rwupgrade.Main.cache // at corpus.juc.rwupgrade.Main.<clinit>(Main.java:20)
}

proc corpus.juc.rwupgrade.Main.get[corpus.juc.rwupgrade.Main.lambda$main$0:42#0] {
  s1: read corpus.juc.rwupgrade.Main.rw  // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.rholds 1 else s3_4 // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.rholds 2 // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3_2: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.readers 1 // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3_3: goto s3_8                        // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.write // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3_5: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.rholds 1 // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.readers 1 // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3_7: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.write // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s3_8: skip                             // at corpus.juc.rwupgrade.Main.get(Main.java:23)
  s4: read corpus.juc.rwupgrade.Main.cache // at corpus.juc.rwupgrade.Main.get(Main.java:25)
  s5: read java.util.HashMap@Main.java:20.$state // at corpus.juc.rwupgrade.Main.get(Main.java:25)
  s7: jump s8 s31e2                      // at corpus.juc.rwupgrade.Main.get(Main.java:26)
  s8: read corpus.juc.rwupgrade.Main.rw  // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s10: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.wholds 1 else s10_4 // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s10_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.wholds 2 // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s10_2: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.write // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s10_3: goto s10_7                      // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s10_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.write // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s10_5: until java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.readers <= 0 // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s10_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.wholds 1 // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s10_7: skip                            // at corpus.juc.rwupgrade.Main.get(Main.java:27)
  s12: read corpus.juc.rwupgrade.Main.cache // at corpus.juc.rwupgrade.Main.get(Main.java:30)
  s13: write java.util.HashMap@Main.java:20.$state // at corpus.juc.rwupgrade.Main.get(Main.java:30)
  s14: read corpus.juc.rwupgrade.Main.rw // at corpus.juc.rwupgrade.Main.get(Main.java:32)
  s16: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.wholds 1 // at corpus.juc.rwupgrade.Main.get(Main.java:32)
  s16_1: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.write // at corpus.juc.rwupgrade.Main.get(Main.java:32)
  s31: read corpus.juc.rwupgrade.Main.rw // at corpus.juc.rwupgrade.Main.get(Main.java:37)
  s33: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.rholds 1 // at corpus.juc.rwupgrade.Main.get(Main.java:37)
  s33_1: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.readers 1 // at corpus.juc.rwupgrade.Main.get(Main.java:37)
  s33_2: goto exit                       // at corpus.juc.rwupgrade.Main.get(Main.java:37)
  s31e2: read corpus.juc.rwupgrade.Main.rw // at corpus.juc.rwupgrade.Main.get(Main.java:37)
  s33e2: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.rholds 1 // at corpus.juc.rwupgrade.Main.get(Main.java:37)
  s33e2_1: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:19.readers 1 // at corpus.juc.rwupgrade.Main.get(Main.java:37)
}

proc corpus.juc.rwupgrade.Main.lambda$main$0 {
  s0: call corpus.juc.rwupgrade.Main.get[corpus.juc.rwupgrade.Main.lambda$main$0:42#0] // at corpus.juc.rwupgrade.Main.lambda$main$0(Main.java:42)
}

proc corpus.juc.rwupgrade.Main.main {
  s5: fork corpus.juc.rwupgrade.Main.lambda$main$0 java.lang.Thread@Main.java:42 // at corpus.juc.rwupgrade.Main.main(Main.java:43)
  s6: join java.lang.Thread@Main.java:42 // at corpus.juc.rwupgrade.Main.main(Main.java:44)
}

proc entry {
  init0: call corpus.juc.rwupgrade.Main.<clinit> // at corpus.juc.rwupgrade.Main.main(Main.java:42)
  main: call corpus.juc.rwupgrade.Main.main // at corpus.juc.rwupgrade.Main.main(Main.java:42)
}
