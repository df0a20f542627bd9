main corpus.extra.holdcount.Main.main
var corpus.extra.holdcount.Main$Monitor@Main.java:60.ready { false true } = false

proc corpus.extra.holdcount.Main$Monitor.<init>[corpus.extra.holdcount.Main$Monitor@Main.java:60] {
  s4: write corpus.extra.holdcount.Main$Monitor@Main.java:60.lock // at corpus.extra.holdcount.Main$Monitor.<init>(Main.java:22)
  s5: read corpus.extra.holdcount.Main$Monitor@Main.java:60.lock // at corpus.extra.holdcount.Main$Monitor.<init>(Main.java:23)
  s7: write corpus.extra.holdcount.Main$Monitor@Main.java:60.changed // at corpus.extra.holdcount.Main$Monitor.<init>(Main.java:23)
}

proc corpus.extra.holdcount.Main$Monitor.awaitReady[corpus.extra.holdcount.Main$Monitor@Main.java:60] {
  s1: call corpus.extra.holdcount.Main$Monitor.enter[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main$Monitor.awaitReady(Main.java:48)
  s2: switch corpus.extra.holdcount.Main$Monitor@Main.java:60.ready false s4 true s11 // at corpus.extra.holdcount.Main$Monitor.awaitReady(Main.java:50)
  s4: read corpus.extra.holdcount.Main$Monitor@Main.java:60.changed // at corpus.extra.holdcount.Main$Monitor.awaitReady(Main.java:51)
  s5: await java.util.concurrent.locks.Condition@Main.java:23[corpus.extra.holdcount.Main$Monitor@Main.java:60] on java.util.concurrent.locks.ReentrantLock@Main.java:22[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main$Monitor.awaitReady(Main.java:51)
  s5_1: goto s2                          // at corpus.extra.holdcount.Main$Monitor.awaitReady(Main.java:51)
  s11: call corpus.extra.holdcount.Main$Monitor.leave[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main$Monitor.awaitReady(Main.java:54)
}

proc corpus.extra.holdcount.Main$Monitor.enter[corpus.extra.holdcount.Main$Monitor@Main.java:60] {
  s1: read corpus.extra.holdcount.Main$Monitor@Main.java:60.lock // at corpus.extra.holdcount.Main$Monitor.enter(Main.java:27)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main$Monitor.enter(Main.java:27)
}

proc corpus.extra.holdcount.Main$Monitor.leave[corpus.extra.holdcount.Main$Monitor@Main.java:60] {
  s1: read corpus.extra.holdcount.Main$Monitor@Main.java:60.lock // at corpus.extra.holdcount.Main$Monitor.leave(Main.java:32)
  s2: holds java.util.concurrent.locks.ReentrantLock@Main.java:22[corpus.extra.holdcount.Main$Monitor@Main.java:60] 0 s6 1 s4 else s3 // at corpus.extra.holdcount.Main$Monitor.leave(Main.java:32)
  s3: jump s4 s6                         // at corpus.extra.holdcount.Main$Monitor.leave(Main.java:32)
  s4: read corpus.extra.holdcount.Main$Monitor@Main.java:60.changed // at corpus.extra.holdcount.Main$Monitor.leave(Main.java:33)
  s5: signalAll java.util.concurrent.locks.Condition@Main.java:23[corpus.extra.holdcount.Main$Monitor@Main.java:60] on java.util.concurrent.locks.ReentrantLock@Main.java:22[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main$Monitor.leave(Main.java:33)
  s6: read corpus.extra.holdcount.Main$Monitor@Main.java:60.lock // at corpus.extra.holdcount.Main$Monitor.leave(Main.java:36)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:22[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main$Monitor.leave(Main.java:36)
}

proc corpus.extra.holdcount.Main$Monitor.markReady[corpus.extra.holdcount.Main.lambda$main$0:64#3,corpus.extra.holdcount.Main$Monitor@Main.java:60] {
  s1: read corpus.extra.holdcount.Main$Monitor@Main.java:60.lock // at corpus.extra.holdcount.Main$Monitor.markReady(Main.java:41)
  s2: holds java.util.concurrent.locks.ReentrantLock@Main.java:22[corpus.extra.holdcount.Main$Monitor@Main.java:60] 0 raise else s9 // at corpus.extra.holdcount.Main$Monitor.markReady(Main.java:41)
  s9: assign corpus.extra.holdcount.Main$Monitor@Main.java:60.ready true // at corpus.extra.holdcount.Main$Monitor.markReady(Main.java:44)
  s9_1: goto exit                        // at corpus.extra.holdcount.Main$Monitor.markReady(Main.java:44)
  raise: raise                           // at corpus.extra.holdcount.Main$Monitor.markReady(Main.java:41)
}

proc corpus.extra.holdcount.Main.lambda$main$0[corpus.extra.holdcount.Main.main:61#8] {
  s1: call corpus.extra.holdcount.Main$Monitor.enter[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main.lambda$main$0(Main.java:62)
  s2: call corpus.extra.holdcount.Main$Monitor.enter[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main.lambda$main$0(Main.java:63)
  s3: call corpus.extra.holdcount.Main$Monitor.markReady[corpus.extra.holdcount.Main.lambda$main$0:64#3,corpus.extra.holdcount.Main$Monitor@Main.java:60] else raise // at corpus.extra.holdcount.Main.lambda$main$0(Main.java:64)
  s4: call corpus.extra.holdcount.Main$Monitor.leave[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main.lambda$main$0(Main.java:65)
  s5: read corpus.extra.holdcount.Main$Monitor@Main.java:60.lock // at corpus.extra.holdcount.Main.lambda$main$0(Main.java:66)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:22[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main.lambda$main$0(Main.java:66)
  s6_1: goto exit                        // at corpus.extra.holdcount.Main.lambda$main$0(Main.java:66)
  raise: raise                           // at corpus.extra.holdcount.Main.lambda$main$0(Main.java:62)
}

proc corpus.extra.holdcount.Main.main {
  s2: call corpus.extra.holdcount.Main$Monitor.<init>[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main.main(Main.java:60)
  s8: fork corpus.extra.holdcount.Main.lambda$main$0[corpus.extra.holdcount.Main.main:61#8] java.lang.Thread@Main.java:61 // at corpus.extra.holdcount.Main.main(Main.java:68)
  s9: call corpus.extra.holdcount.Main$Monitor.awaitReady[corpus.extra.holdcount.Main$Monitor@Main.java:60] // at corpus.extra.holdcount.Main.main(Main.java:69)
  s10: join java.lang.Thread@Main.java:61 // at corpus.extra.holdcount.Main.main(Main.java:70)
}
