main corpus.extra.ownlock.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:85.count cap 1 init 1
var corpus.extra.ownlock.Main$Mutex@Main.java:84.held { false true } = false

proc corpus.extra.ownlock.Main$Mutex.<init>[corpus.extra.ownlock.Main$Mutex@Main.java:84] {
}

proc corpus.extra.ownlock.Main$Mutex.lock[corpus.extra.ownlock.Main.lambda$main$0:87#2,corpus.extra.ownlock.Main$Mutex@Main.java:84] {
  sync: acquire corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.lock(Main.java:28)
  s1: switch corpus.extra.ownlock.Main$Mutex@Main.java:84.held false s12 true s3 // at corpus.extra.ownlock.Main$Mutex.lock(Main.java:28)
  s3: wait corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.lock(Main.java:30)
  s3_1: goto s1                          // at corpus.extra.ownlock.Main$Mutex.lock(Main.java:30)
  s12: assign corpus.extra.ownlock.Main$Mutex@Main.java:84.held true // at corpus.extra.ownlock.Main$Mutex.lock(Main.java:35)
  ret_0: release corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.lock(Main.java:28)
}

proc corpus.extra.ownlock.Main$Mutex.tryLock[corpus.extra.ownlock.Main$Mutex@Main.java:84] {
  sync: acquire corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
  s1: switch corpus.extra.ownlock.Main$Mutex@Main.java:84.held false s4 true ret_0 // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
  s4: assign corpus.extra.ownlock.Main$Mutex@Main.java:84.held true // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:49)
  ret_0: release corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
}

proc corpus.extra.ownlock.Main$Mutex.tryLock[corpus.extra.ownlock.Main$Mutex@Main.java:84]#result:boolean {
  sync: acquire corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
  s1: switch corpus.extra.ownlock.Main$Mutex@Main.java:84.held false s4 true raise_0 // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
  s4: assign corpus.extra.ownlock.Main$Mutex@Main.java:84.held true // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:49)
  ret_0: release corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
  ret_0_1: goto exit                     // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
  raise_0: release corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
  raise: raise                           // at corpus.extra.ownlock.Main$Mutex.tryLock(Main.java:46)
}

proc corpus.extra.ownlock.Main$Mutex.unlock[corpus.extra.ownlock.Main$Mutex@Main.java:84] {
  sync: acquire corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.unlock(Main.java:40)
  s1: assign corpus.extra.ownlock.Main$Mutex@Main.java:84.held false // at corpus.extra.ownlock.Main$Mutex.unlock(Main.java:40)
  s2: notifyAll corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.unlock(Main.java:41)
  ret_0: release corpus.extra.ownlock.Main$Mutex@Main.java:84 // at corpus.extra.ownlock.Main$Mutex.unlock(Main.java:40)
}

proc corpus.extra.ownlock.Main.lambda$main$0[corpus.extra.ownlock.Main.main:86#11] {
  s2: call corpus.extra.ownlock.Main$Mutex.lock[corpus.extra.ownlock.Main.lambda$main$0:87#2,corpus.extra.ownlock.Main$Mutex@Main.java:84] // at corpus.extra.ownlock.Main.lambda$main$0(Main.java:87)
  s3: read corpus.extra.ownlock.Main.refreshes // at corpus.extra.ownlock.Main.lambda$main$0(Main.java:89)
  s5: write corpus.extra.ownlock.Main.refreshes // at corpus.extra.ownlock.Main.lambda$main$0(Main.java:89)
  s6: call corpus.extra.ownlock.Main$Mutex.unlock[corpus.extra.ownlock.Main$Mutex@Main.java:84] // at corpus.extra.ownlock.Main.lambda$main$0(Main.java:91)
  s12: trydown java.util.concurrent.CountDownLatch@Main.java:85.count 1 else s12_1 // at corpus.extra.ownlock.Main.lambda$main$0(Main.java:93)
  s12_1: skip                            // at corpus.extra.ownlock.Main.lambda$main$0(Main.java:93)
}

proc corpus.extra.ownlock.Main.main {
  s2: call corpus.extra.ownlock.Main$Mutex.<init>[corpus.extra.ownlock.Main$Mutex@Main.java:84] // at corpus.extra.ownlock.Main.main(Main.java:84)
  s11: fork corpus.extra.ownlock.Main.lambda$main$0[corpus.extra.ownlock.Main.main:86#11] java.lang.Thread@Main.java:86 // at corpus.extra.ownlock.Main.main(Main.java:95)
  s12: call corpus.extra.ownlock.Main$Mutex.lock[corpus.extra.ownlock.Main.lambda$main$0:87#2,corpus.extra.ownlock.Main$Mutex@Main.java:84] // at corpus.extra.ownlock.Main.main(Main.java:96)
  s13: call corpus.extra.ownlock.Main.refresh[corpus.extra.ownlock.Main.main:98#13] // at corpus.extra.ownlock.Main.main(Main.java:98)
  s14: call corpus.extra.ownlock.Main$Mutex.unlock[corpus.extra.ownlock.Main$Mutex@Main.java:84] // at corpus.extra.ownlock.Main.main(Main.java:100)
  s20: join java.lang.Thread@Main.java:86 // at corpus.extra.ownlock.Main.main(Main.java:102)
}

proc corpus.extra.ownlock.Main.refresh[corpus.extra.ownlock.Main.main:98#13] {
  s2: call corpus.extra.ownlock.Main$Mutex.tryLock[corpus.extra.ownlock.Main$Mutex@Main.java:84]#result:boolean else s13 // at corpus.extra.ownlock.Main.refresh(Main.java:72)
  s4: read corpus.extra.ownlock.Main.refreshes // at corpus.extra.ownlock.Main.refresh(Main.java:74)
  s6: write corpus.extra.ownlock.Main.refreshes // at corpus.extra.ownlock.Main.refresh(Main.java:74)
  s7: call corpus.extra.ownlock.Main$Mutex.unlock[corpus.extra.ownlock.Main$Mutex@Main.java:84] // at corpus.extra.ownlock.Main.refresh(Main.java:76)
  s7_1: goto exit                        // at corpus.extra.ownlock.Main.refresh(Main.java:76)
  s13: until java.util.concurrent.CountDownLatch@Main.java:85.count <= 0 // at corpus.extra.ownlock.Main.refresh(Main.java:79)
}
