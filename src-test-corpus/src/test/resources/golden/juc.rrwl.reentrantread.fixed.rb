main entry
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers limit 4 init 0
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds limit 4 init 0 per-thread
counter java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds limit 4 init 0 per-thread

proc corpus.juc.rrwl.reentrantread.fixed.Main.<clinit> {
  s2: write corpus.juc.rrwl.reentrantread.fixed.Main.rw // at corpus.juc.rrwl.reentrantread.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.juc.rrwl.reentrantread.fixed.Main.main {
  s9: fork corpus.juc.rrwl.reentrantread.fixed.Main.report java.lang.Thread@Main.java:48 // at corpus.juc.rrwl.reentrantread.fixed.Main.main(Main.java:50)
  s10: fork corpus.juc.rrwl.reentrantread.fixed.Main.update java.lang.Thread@Main.java:49 // at corpus.juc.rrwl.reentrantread.fixed.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:48 // at corpus.juc.rrwl.reentrantread.fixed.Main.main(Main.java:52)
  s12: join java.lang.Thread@Main.java:49 // at corpus.juc.rrwl.reentrantread.fixed.Main.main(Main.java:53)
}

proc corpus.juc.rrwl.reentrantread.fixed.Main.read {
  s0: read corpus.juc.rrwl.reentrantread.fixed.Main.rw // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 else s2_4 // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 2 // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2_2: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2_3: goto s2_8                        // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2_5: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2_7: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s2_8: skip                             // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:21)
  s3: read corpus.juc.rrwl.reentrantread.fixed.Main.value // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:23)
  s4: read corpus.juc.rrwl.reentrantread.fixed.Main.rw // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:25)
  s6: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:25)
  s6_1: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.read(Main.java:25)
}

proc corpus.juc.rrwl.reentrantread.fixed.Main.report {
  s0: read corpus.juc.rrwl.reentrantread.fixed.Main.rw // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 else s2_4 // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 2 // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2_2: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2_3: goto s2_8                        // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2_5: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2_7: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s2_8: skip                             // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:30)
  s3: read java.lang.System.out          // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:32)
  s4: call corpus.juc.rrwl.reentrantread.fixed.Main.read // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:32)
  s6: read corpus.juc.rrwl.reentrantread.fixed.Main.rw // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:34)
  s8: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.rholds 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:34)
  s8_1: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.report(Main.java:34)
}

proc corpus.juc.rrwl.reentrantread.fixed.Main.update {
  s0: read corpus.juc.rrwl.reentrantread.fixed.Main.rw // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s2: trydown java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds 1 else s2_4 // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s2_1: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds 2 // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s2_2: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s2_3: goto s2_7                        // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s2_4: acquire java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s2_5: until java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.readers <= 0 // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s2_6: up java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s2_7: skip                             // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:39)
  s3: read corpus.juc.rrwl.reentrantread.fixed.Main.value // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:41)
  s5: write corpus.juc.rrwl.reentrantread.fixed.Main.value // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:41)
  s6: read corpus.juc.rrwl.reentrantread.fixed.Main.rw // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:43)
  s8: down java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.wholds 1 // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:43)
  s8_1: release java.util.concurrent.locks.ReentrantReadWriteLock@Main.java:17.write // at corpus.juc.rrwl.reentrantread.fixed.Main.update(Main.java:43)
}

proc entry {
  init0: call corpus.juc.rrwl.reentrantread.fixed.Main.<clinit> // at corpus.juc.rrwl.reentrantread.fixed.Main.main(Main.java:48)
  main: call corpus.juc.rrwl.reentrantread.fixed.Main.main // at corpus.juc.rrwl.reentrantread.fixed.Main.main(Main.java:48)
}
