main corpus.extra.ownlock.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:82.count cap 1 init 1
var corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81.held { false true } = false

proc corpus.extra.ownlock.fixed.Main$Mutex.<init>[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] {
}

proc corpus.extra.ownlock.fixed.Main$Mutex.lock[corpus.extra.ownlock.fixed.Main.lambda$main$0:84#2,corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] {
  sync: acquire corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.lock(Main.java:25)
  s1: switch corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81.held false s12 true s3 // at corpus.extra.ownlock.fixed.Main$Mutex.lock(Main.java:25)
  s3: wait corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.lock(Main.java:27)
  s3_1: goto s1                          // at corpus.extra.ownlock.fixed.Main$Mutex.lock(Main.java:27)
  s12: assign corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81.held true // at corpus.extra.ownlock.fixed.Main$Mutex.lock(Main.java:32)
  ret_0: release corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.lock(Main.java:25)
}

proc corpus.extra.ownlock.fixed.Main$Mutex.tryLock[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] {
  sync: acquire corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
  s1: switch corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81.held false s4 true ret_0 // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
  s4: assign corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81.held true // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:46)
  ret_0: release corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
}

proc corpus.extra.ownlock.fixed.Main$Mutex.tryLock[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81]#result:boolean {
  sync: acquire corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
  s1: switch corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81.held false s4 true raise_0 // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
  s4: assign corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81.held true // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:46)
  ret_0: release corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
  ret_0_1: goto exit                     // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
  raise_0: release corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
  raise: raise                           // at corpus.extra.ownlock.fixed.Main$Mutex.tryLock(Main.java:43)
}

proc corpus.extra.ownlock.fixed.Main$Mutex.unlock[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] {
  sync: acquire corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.unlock(Main.java:37)
  s1: assign corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81.held false // at corpus.extra.ownlock.fixed.Main$Mutex.unlock(Main.java:37)
  s2: notifyAll corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.unlock(Main.java:38)
  ret_0: release corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81 // at corpus.extra.ownlock.fixed.Main$Mutex.unlock(Main.java:37)
}

proc corpus.extra.ownlock.fixed.Main.lambda$main$0[corpus.extra.ownlock.fixed.Main.main:83#11] {
  s2: call corpus.extra.ownlock.fixed.Main$Mutex.lock[corpus.extra.ownlock.fixed.Main.lambda$main$0:84#2,corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] // at corpus.extra.ownlock.fixed.Main.lambda$main$0(Main.java:84)
  s3: read corpus.extra.ownlock.fixed.Main.refreshes // at corpus.extra.ownlock.fixed.Main.lambda$main$0(Main.java:86)
  s5: write corpus.extra.ownlock.fixed.Main.refreshes // at corpus.extra.ownlock.fixed.Main.lambda$main$0(Main.java:86)
  s6: call corpus.extra.ownlock.fixed.Main$Mutex.unlock[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] // at corpus.extra.ownlock.fixed.Main.lambda$main$0(Main.java:88)
  s12: trydown java.util.concurrent.CountDownLatch@Main.java:82.count 1 else s12_1 // at corpus.extra.ownlock.fixed.Main.lambda$main$0(Main.java:90)
  s12_1: skip                            // at corpus.extra.ownlock.fixed.Main.lambda$main$0(Main.java:90)
}

proc corpus.extra.ownlock.fixed.Main.main {
  s2: call corpus.extra.ownlock.fixed.Main$Mutex.<init>[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] // at corpus.extra.ownlock.fixed.Main.main(Main.java:81)
  s11: fork corpus.extra.ownlock.fixed.Main.lambda$main$0[corpus.extra.ownlock.fixed.Main.main:83#11] java.lang.Thread@Main.java:83 // at corpus.extra.ownlock.fixed.Main.main(Main.java:92)
  s12: call corpus.extra.ownlock.fixed.Main$Mutex.lock[corpus.extra.ownlock.fixed.Main.lambda$main$0:84#2,corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] // at corpus.extra.ownlock.fixed.Main.main(Main.java:93)
  s13: read corpus.extra.ownlock.fixed.Main.refreshes // at corpus.extra.ownlock.fixed.Main.main(Main.java:95)
  s15: write corpus.extra.ownlock.fixed.Main.refreshes // at corpus.extra.ownlock.fixed.Main.main(Main.java:95)
  s16: call corpus.extra.ownlock.fixed.Main$Mutex.unlock[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] // at corpus.extra.ownlock.fixed.Main.main(Main.java:97)
  s22: call corpus.extra.ownlock.fixed.Main.refresh[corpus.extra.ownlock.fixed.Main.main:99#22] // at corpus.extra.ownlock.fixed.Main.main(Main.java:99)
  s23: join java.lang.Thread@Main.java:83 // at corpus.extra.ownlock.fixed.Main.main(Main.java:100)
}

proc corpus.extra.ownlock.fixed.Main.refresh[corpus.extra.ownlock.fixed.Main.main:99#22] {
  s2: call corpus.extra.ownlock.fixed.Main$Mutex.tryLock[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81]#result:boolean else s13 // at corpus.extra.ownlock.fixed.Main.refresh(Main.java:69)
  s4: read corpus.extra.ownlock.fixed.Main.refreshes // at corpus.extra.ownlock.fixed.Main.refresh(Main.java:71)
  s6: write corpus.extra.ownlock.fixed.Main.refreshes // at corpus.extra.ownlock.fixed.Main.refresh(Main.java:71)
  s7: call corpus.extra.ownlock.fixed.Main$Mutex.unlock[corpus.extra.ownlock.fixed.Main$Mutex@Main.java:81] // at corpus.extra.ownlock.fixed.Main.refresh(Main.java:73)
  s7_1: goto exit                        // at corpus.extra.ownlock.fixed.Main.refresh(Main.java:73)
  s13: until java.util.concurrent.CountDownLatch@Main.java:82.count <= 0 // at corpus.extra.ownlock.fixed.Main.refresh(Main.java:76)
}
