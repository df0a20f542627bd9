main entry
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.readers limit 4 init 0
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds limit 4 init 0 per-thread
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.wholds limit 4 init 0 per-thread

proc corpus.juc.rrwl.reentrantread.Main.<clinit> {
  s2: write corpus.juc.rrwl.reentrantread.Main.rw // at corpus.juc.rrwl.reentrantread.Main.<clinit>(Main.java:18)
}

proc corpus.juc.rrwl.reentrantread.Main.lambda$report$0 {
  s0: read java.lang.System.out          // at corpus.juc.rrwl.reentrantread.Main.lambda$report$0(Main.java:33)
  s1: call corpus.juc.rrwl.reentrantread.Main.read // at corpus.juc.rrwl.reentrantread.Main.lambda$report$0(Main.java:33)
}

proc corpus.juc.rrwl.reentrantread.Main.main {
  s9: fork corpus.juc.rrwl.reentrantread.Main.report[corpus.juc.rrwl.reentrantread.Main.main:53#9] java.lang.Thread@Main.java:53 // at corpus.juc.rrwl.reentrantread.Main.main(Main.java:55)
  s10: fork corpus.juc.rrwl.reentrantread.Main.update java.lang.Thread@Main.java:54 // at corpus.juc.rrwl.reentrantread.Main.main(Main.java:56)
  s11: join java.lang.Thread@Main.java:53 // at corpus.juc.rrwl.reentrantread.Main.main(Main.java:57)
  s12: join java.lang.Thread@Main.java:54 // at corpus.juc.rrwl.reentrantread.Main.main(Main.java:58)
}

proc corpus.juc.rrwl.reentrantread.Main.read {
  s0: read corpus.juc.rrwl.reentrantread.Main.rw // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds 1 else s2_4 // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds 2 // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2_2: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.readers 1 // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2_3: goto s2_8                        // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.write // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2_5: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds 1 // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.readers 1 // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2_7: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.write // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s2_8: skip                             // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:22)
  s3: read corpus.juc.rrwl.reentrantread.Main.value // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:24)
  s4: read corpus.juc.rrwl.reentrantread.Main.rw // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:26)
  s6: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds 1 // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:26)
  s6_1: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.readers 1 // at corpus.juc.rrwl.reentrantread.Main.read(Main.java:26)
}

proc corpus.juc.rrwl.reentrantread.Main.report[corpus.juc.rrwl.reentrantread.Main.main:53#9] {
  s0: read corpus.juc.rrwl.reentrantread.Main.rw // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds 1 else s2_4 // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds 2 // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2_2: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.readers 1 // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2_3: goto s2_8                        // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.write // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2_5: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds 1 // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.readers 1 // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2_7: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.write // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s2_8: skip                             // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:31)
  s7: fork corpus.juc.rrwl.reentrantread.Main.lambda$report$0 java.lang.Thread@Main.java:33[corpus.juc.rrwl.reentrantread.Main.main:53#9] // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:34)
  s8: join java.lang.Thread@Main.java:33[corpus.juc.rrwl.reentrantread.Main.main:53#9] // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:35)
  s9: read corpus.juc.rrwl.reentrantread.Main.rw // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:39)
  s11: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.rholds 1 // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:39)
  s11_1: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.readers 1 // at corpus.juc.rrwl.reentrantread.Main.report(Main.java:39)
}

proc corpus.juc.rrwl.reentrantread.Main.update {
  s0: read corpus.juc.rrwl.reentrantread.Main.rw // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s2: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.wholds 1 else s2_4 // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s2_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.wholds 2 // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s2_2: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.write // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s2_3: goto s2_7                        // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s2_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.write // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s2_5: until java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.readers <= 0 // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s2_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.wholds 1 // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s2_7: skip                             // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:44)
  s3: read corpus.juc.rrwl.reentrantread.Main.value // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:46)
  s5: write corpus.juc.rrwl.reentrantread.Main.value // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:46)
  s6: read corpus.juc.rrwl.reentrantread.Main.rw // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:48)
  s8: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.wholds 1 // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:48)
  s8_1: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:18.write // at corpus.juc.rrwl.reentrantread.Main.update(Main.java:48)
}

proc entry {
  init0: call corpus.juc.rrwl.reentrantread.Main.<clinit> // at corpus.juc.rrwl.reentrantread.Main.main(Main.java:53)
  main: call corpus.juc.rrwl.reentrantread.Main.main // at corpus.juc.rrwl.reentrantread.Main.main(Main.java:53)
}
