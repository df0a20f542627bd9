main corpus.extra.holdcount.fixed.Main.main
var corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.ready { false true } = false

proc corpus.extra.holdcount.fixed.Main$Monitor.<init>[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] {
  s4: write corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.lock // at corpus.extra.holdcount.fixed.Main$Monitor.<init>(Main.java:19)
  s5: read corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.lock // at corpus.extra.holdcount.fixed.Main$Monitor.<init>(Main.java:20)
  s7: write corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.changed // at corpus.extra.holdcount.fixed.Main$Monitor.<init>(Main.java:20)
}

proc corpus.extra.holdcount.fixed.Main$Monitor.awaitReady[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] {
  s1: call corpus.extra.holdcount.fixed.Main$Monitor.enter[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main$Monitor.awaitReady(Main.java:45)
  s2: switch corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.ready false s4 true s11 // at corpus.extra.holdcount.fixed.Main$Monitor.awaitReady(Main.java:47)
  s4: read corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.changed // at corpus.extra.holdcount.fixed.Main$Monitor.awaitReady(Main.java:48)
  s5: await java.util.concurrent.locks.Condition@Main.java:20[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] on java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main$Monitor.awaitReady(Main.java:48)
  s5_1: goto s2                          // at corpus.extra.holdcount.fixed.Main$Monitor.awaitReady(Main.java:48)
  s11: call corpus.extra.holdcount.fixed.Main$Monitor.leave[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main$Monitor.awaitReady(Main.java:51)
}

proc corpus.extra.holdcount.fixed.Main$Monitor.enter[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] {
  s1: read corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.lock // at corpus.extra.holdcount.fixed.Main$Monitor.enter(Main.java:24)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main$Monitor.enter(Main.java:24)
}

proc corpus.extra.holdcount.fixed.Main$Monitor.leave[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] {
  s1: read corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.lock // at corpus.extra.holdcount.fixed.Main$Monitor.leave(Main.java:29)
  s2: holds java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] 0 s6 1 s4 else s3 // at corpus.extra.holdcount.fixed.Main$Monitor.leave(Main.java:29)
  s3: jump s4 s6                         // at corpus.extra.holdcount.fixed.Main$Monitor.leave(Main.java:29)
  s4: read corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.changed // at corpus.extra.holdcount.fixed.Main$Monitor.leave(Main.java:30)
  s5: signalAll java.util.concurrent.locks.Condition@Main.java:20[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] on java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main$Monitor.leave(Main.java:30)
  s6: read corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.lock // at corpus.extra.holdcount.fixed.Main$Monitor.leave(Main.java:33)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main$Monitor.leave(Main.java:33)
}

proc corpus.extra.holdcount.fixed.Main$Monitor.markReady[corpus.extra.holdcount.fixed.Main.lambda$main$0:61#3,corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] {
  s1: read corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.lock // at corpus.extra.holdcount.fixed.Main$Monitor.markReady(Main.java:38)
  s2: holds java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] 0 raise else s9 // at corpus.extra.holdcount.fixed.Main$Monitor.markReady(Main.java:38)
  s9: assign corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57.ready true // at corpus.extra.holdcount.fixed.Main$Monitor.markReady(Main.java:41)
  s9_1: goto exit                        // at corpus.extra.holdcount.fixed.Main$Monitor.markReady(Main.java:41)
  raise: raise                           // at corpus.extra.holdcount.fixed.Main$Monitor.markReady(Main.java:38)
}

proc corpus.extra.holdcount.fixed.Main.lambda$main$0[corpus.extra.holdcount.fixed.Main.main:58#8] {
  s1: call corpus.extra.holdcount.fixed.Main$Monitor.enter[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main.lambda$main$0(Main.java:59)
  s2: call corpus.extra.holdcount.fixed.Main$Monitor.enter[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main.lambda$main$0(Main.java:60)
  s3: call corpus.extra.holdcount.fixed.Main$Monitor.markReady[corpus.extra.holdcount.fixed.Main.lambda$main$0:61#3,corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] else raise // at corpus.extra.holdcount.fixed.Main.lambda$main$0(Main.java:61)
  s4: call corpus.extra.holdcount.fixed.Main$Monitor.leave[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main.lambda$main$0(Main.java:62)
  s5: call corpus.extra.holdcount.fixed.Main$Monitor.leave[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main.lambda$main$0(Main.java:63)
  s5_1: goto exit                        // at corpus.extra.holdcount.fixed.Main.lambda$main$0(Main.java:63)
  raise: raise                           // at corpus.extra.holdcount.fixed.Main.lambda$main$0(Main.java:59)
}

proc corpus.extra.holdcount.fixed.Main.main {
  s2: call corpus.extra.holdcount.fixed.Main$Monitor.<init>[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main.main(Main.java:57)
  s8: fork corpus.extra.holdcount.fixed.Main.lambda$main$0[corpus.extra.holdcount.fixed.Main.main:58#8] java.lang.Thread@Main.java:58 // at corpus.extra.holdcount.fixed.Main.main(Main.java:65)
  s9: call corpus.extra.holdcount.fixed.Main$Monitor.awaitReady[corpus.extra.holdcount.fixed.Main$Monitor@Main.java:57] // at corpus.extra.holdcount.fixed.Main.main(Main.java:66)
  s10: join java.lang.Thread@Main.java:58 // at corpus.extra.holdcount.fixed.Main.main(Main.java:67)
}
