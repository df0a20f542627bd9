main entry

proc corpus.extra.calleelock.Main.<clinit> {
  s2: write corpus.extra.calleelock.Main.lock // at corpus.extra.calleelock.Main.<clinit>(Main.java:18)
  s3: write corpus.extra.calleelock.Main.sum // at corpus.extra.calleelock.Main.<clinit>(Main.java:19)
}

proc corpus.extra.calleelock.Main.average {
  s0: read corpus.extra.calleelock.Main.lock // at corpus.extra.calleelock.Main.average(Main.java:23)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.calleelock.Main.average(Main.java:23)
  s2: read corpus.extra.calleelock.Main.sum // at corpus.extra.calleelock.Main.average(Main.java:24)
  s3: read corpus.extra.calleelock.Main.count // at corpus.extra.calleelock.Main.average(Main.java:24)
  s4: jump s5 raise                      // at corpus.extra.calleelock.Main.average(Main.java:24)
  s5: read corpus.extra.calleelock.Main.lock // at corpus.extra.calleelock.Main.average(Main.java:25)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.calleelock.Main.average(Main.java:25)
  s6_1: goto exit                        // at corpus.extra.calleelock.Main.average(Main.java:25)
  raise: raise                           // at corpus.extra.calleelock.Main.average(Main.java:23)
}

proc corpus.extra.calleelock.Main.lambda$main$0 {
  s0: call corpus.extra.calleelock.Main.total else s4 // at corpus.extra.calleelock.Main.lambda$main$0(Main.java:36)
  s0_1: goto exit                        // at corpus.extra.calleelock.Main.lambda$main$0(Main.java:36)
  s4: read java.lang.System.out          // at corpus.extra.calleelock.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.calleelock.Main.main {
  s5: fork corpus.extra.calleelock.Main.lambda$main$0 java.lang.Thread@Main.java:34 // at corpus.extra.calleelock.Main.main(Main.java:41)
  s6: join java.lang.Thread@Main.java:34 // at corpus.extra.calleelock.Main.main(Main.java:42)
  s7: read corpus.extra.calleelock.Main.lock // at corpus.extra.calleelock.Main.main(Main.java:43)
  s8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.calleelock.Main.main(Main.java:43)
  s9: read corpus.extra.calleelock.Main.lock // at corpus.extra.calleelock.Main.main(Main.java:44)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.calleelock.Main.main(Main.java:44)
}

proc corpus.extra.calleelock.Main.total {
  s0: call corpus.extra.calleelock.Main.average else raise // at corpus.extra.calleelock.Main.total(Main.java:30)
  s1: read corpus.extra.calleelock.Main.count // at corpus.extra.calleelock.Main.total(Main.java:30)
  s1_1: goto exit                        // at corpus.extra.calleelock.Main.total(Main.java:30)
  raise: raise                           // at corpus.extra.calleelock.Main.total(Main.java:30)
}

proc entry {
  init0: call corpus.extra.calleelock.Main.<clinit> // at corpus.extra.calleelock.Main.main(Main.java:34)
  main: call corpus.extra.calleelock.Main.main // at corpus.extra.calleelock.Main.main(Main.java:34)
}
