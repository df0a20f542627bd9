main entry

proc corpus.extra.calleelock.fixed.Main.<clinit> {
  s2: write corpus.extra.calleelock.fixed.Main.lock // at corpus.extra.calleelock.fixed.Main.<clinit>(Main.java:15)
  s3: write corpus.extra.calleelock.fixed.Main.sum // at corpus.extra.calleelock.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.calleelock.fixed.Main.average {
  s0: read corpus.extra.calleelock.fixed.Main.lock // at corpus.extra.calleelock.fixed.Main.average(Main.java:20)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.calleelock.fixed.Main.average(Main.java:20)
  s2: read corpus.extra.calleelock.fixed.Main.sum // at corpus.extra.calleelock.fixed.Main.average(Main.java:22)
  s3: read corpus.extra.calleelock.fixed.Main.count // at corpus.extra.calleelock.fixed.Main.average(Main.java:22)
  s4: jump s5 s10                        // at corpus.extra.calleelock.fixed.Main.average(Main.java:22)
  s5: read corpus.extra.calleelock.fixed.Main.lock // at corpus.extra.calleelock.fixed.Main.average(Main.java:24)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.calleelock.fixed.Main.average(Main.java:24)
  s6_1: goto exit                        // at corpus.extra.calleelock.fixed.Main.average(Main.java:24)
  s10: read corpus.extra.calleelock.fixed.Main.lock // at corpus.extra.calleelock.fixed.Main.average(Main.java:24)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.calleelock.fixed.Main.average(Main.java:24)
  raise: raise                           // at corpus.extra.calleelock.fixed.Main.average(Main.java:20)
}

proc corpus.extra.calleelock.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.calleelock.fixed.Main.total else s4 // at corpus.extra.calleelock.fixed.Main.lambda$main$0(Main.java:35)
  s0_1: goto exit                        // at corpus.extra.calleelock.fixed.Main.lambda$main$0(Main.java:35)
  s4: read java.lang.System.out          // at corpus.extra.calleelock.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.calleelock.fixed.Main.main {
  s5: fork corpus.extra.calleelock.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:33 // at corpus.extra.calleelock.fixed.Main.main(Main.java:40)
  s6: join java.lang.Thread@Main.java:33 // at corpus.extra.calleelock.fixed.Main.main(Main.java:41)
  s7: read corpus.extra.calleelock.fixed.Main.lock // at corpus.extra.calleelock.fixed.Main.main(Main.java:42)
  s8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.calleelock.fixed.Main.main(Main.java:42)
  s9: read corpus.extra.calleelock.fixed.Main.lock // at corpus.extra.calleelock.fixed.Main.main(Main.java:43)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.calleelock.fixed.Main.main(Main.java:43)
}

proc corpus.extra.calleelock.fixed.Main.total {
  s0: call corpus.extra.calleelock.fixed.Main.average else raise // at corpus.extra.calleelock.fixed.Main.total(Main.java:29)
  s1: read corpus.extra.calleelock.fixed.Main.count // at corpus.extra.calleelock.fixed.Main.total(Main.java:29)
  s1_1: goto exit                        // at corpus.extra.calleelock.fixed.Main.total(Main.java:29)
  raise: raise                           // at corpus.extra.calleelock.fixed.Main.total(Main.java:29)
}

proc entry {
  init0: call corpus.extra.calleelock.fixed.Main.<clinit> // at corpus.extra.calleelock.fixed.Main.main(Main.java:33)
  main: call corpus.extra.calleelock.fixed.Main.main // at corpus.extra.calleelock.fixed.Main.main(Main.java:33)
}
