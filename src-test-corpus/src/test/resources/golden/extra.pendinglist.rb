main entry
counter java.util.LinkedList@Main.java:32.count.bound limit 1 init 1
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.items limit 2 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.kind.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] limit 10 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.kind.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] limit 10 init 0
counter java.util.concurrent.CountDownLatch@Main.java:27[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:95,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].count cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:27[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:96,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].count cap 1 init 1
var corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].granted { false true } = false
var corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].granted { false true } = false
var corpus.extra.pendinglist.Main.busy { false true } = false
var java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] { 0 1 2 3 } = 0
var java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] { 0 1 2 3 } = 0

proc corpus.extra.pendinglist.Main$Request.<init>[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:95,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] {
  s4: write corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].done // at corpus.extra.pendinglist.Main$Request.<init>(Main.java:27)
}

proc corpus.extra.pendinglist.Main$Request.<init>[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:96,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] {
  s4: write corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].done // at corpus.extra.pendinglist.Main$Request.<init>(Main.java:27)
}

proc corpus.extra.pendinglist.Main.<clinit> {
  s2: write corpus.extra.pendinglist.Main.LOCK // at corpus.extra.pendinglist.Main.<clinit>(Main.java:31)
  s5: write corpus.extra.pendinglist.Main.PENDING // at corpus.extra.pendinglist.Main.<clinit>(Main.java:32)
  s9: write corpus.extra.pendinglist.Main.GRANTED // at corpus.extra.pendinglist.Main.<clinit>(Main.java:33)
}

proc corpus.extra.pendinglist.Main.fire {
  s0: read corpus.extra.pendinglist.Main.GRANTED // at corpus.extra.pendinglist.Main.fire(Main.java:79)
  s1: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.items 1 else exit // at corpus.extra.pendinglist.Main.fire(Main.java:79)
  s1_1: jump s1_2 s1_3                   // at corpus.extra.pendinglist.Main.fire(Main.java:79)
  s1_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.kind.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 1 else s1_3 // at corpus.extra.pendinglist.Main.fire(Main.java:79)
  s1_4: goto s4e11                       // at corpus.extra.pendinglist.Main.fire(Main.java:79)
  s1_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.kind.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 1 else s1_2 // at corpus.extra.pendinglist.Main.fire(Main.java:79)
  s1_5: goto s4e14                       // at corpus.extra.pendinglist.Main.fire(Main.java:79)
  s4e11: read corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].done // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s4e11_1: goto s5e16                    // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s4e14: read corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].done // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s4e14_1: goto s5e18                    // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s5e16: trydown java.util.concurrent.CountDownLatch@Main.java:27[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:95,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].count 1 else s5e16_1 // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s5e16_1: skip                          // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s5e16_2: goto s0                       // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s5e18: trydown java.util.concurrent.CountDownLatch@Main.java:27[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:96,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].count 1 else s5e18_1 // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s5e18_1: skip                          // at corpus.extra.pendinglist.Main.fire(Main.java:80)
  s5e18_2: goto s0                       // at corpus.extra.pendinglist.Main.fire(Main.java:80)
}

proc corpus.extra.pendinglist.Main.lease[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] {
  s1: call corpus.extra.pendinglist.Main$Request.<init>[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:95,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] // at corpus.extra.pendinglist.Main.lease(Main.java:37)
  s3: read corpus.extra.pendinglist.Main.LOCK // at corpus.extra.pendinglist.Main.lease(Main.java:38)
  s4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:31 // at corpus.extra.pendinglist.Main.lease(Main.java:38)
  s5: switch corpus.extra.pendinglist.Main.busy false s7 true s17 // at corpus.extra.pendinglist.Main.lease(Main.java:40)
  s7: assign corpus.extra.pendinglist.Main.busy true // at corpus.extra.pendinglist.Main.lease(Main.java:41)
  s8: assign corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].granted true // at corpus.extra.pendinglist.Main.lease(Main.java:42)
  s9: read corpus.extra.pendinglist.Main.GRANTED // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s10_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.kind.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 1 else s10 // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s10: skip                              // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s10_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.items 1 // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s10_4: goto s19                        // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s17: read corpus.extra.pendinglist.Main.PENDING // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18: write java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_2: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s18_3 1 s18_5 2 s18_7 3 s18_9 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_3: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 1 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_4: goto s18_1                      // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_5: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 2 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_6: goto s18_1                      // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_7: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 3 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_8: goto s18_1                      // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_9: up java.util.LinkedList@Main.java:32.count.bound 1 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_1: skip                            // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s19: read corpus.extra.pendinglist.Main.LOCK // at corpus.extra.pendinglist.Main.lease(Main.java:48)
  s20: release java.util.concurrent.locks.ReentrantLock@Main.java:31 // at corpus.extra.pendinglist.Main.lease(Main.java:48)
  s22: call corpus.extra.pendinglist.Main.fire // at corpus.extra.pendinglist.Main.lease(Main.java:50)
}

proc corpus.extra.pendinglist.Main.lease[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] {
  s1: call corpus.extra.pendinglist.Main$Request.<init>[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:96,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] // at corpus.extra.pendinglist.Main.lease(Main.java:37)
  s3: read corpus.extra.pendinglist.Main.LOCK // at corpus.extra.pendinglist.Main.lease(Main.java:38)
  s4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:31 // at corpus.extra.pendinglist.Main.lease(Main.java:38)
  s5: switch corpus.extra.pendinglist.Main.busy false s7 true s17 // at corpus.extra.pendinglist.Main.lease(Main.java:40)
  s7: assign corpus.extra.pendinglist.Main.busy true // at corpus.extra.pendinglist.Main.lease(Main.java:41)
  s8: assign corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].granted true // at corpus.extra.pendinglist.Main.lease(Main.java:42)
  s9: read corpus.extra.pendinglist.Main.GRANTED // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s10_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.kind.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 1 else s10 // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s10: skip                              // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s10_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.items 1 // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s10_4: goto s19                        // at corpus.extra.pendinglist.Main.lease(Main.java:43)
  s17: read corpus.extra.pendinglist.Main.PENDING // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18: write java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_2: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s18_3 1 s18_5 2 s18_7 3 s18_9 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_3: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 1 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_4: goto s18_1                      // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_5: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 2 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_6: goto s18_1                      // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_7: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 3 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_8: goto s18_1                      // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_9: up java.util.LinkedList@Main.java:32.count.bound 1 // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s18_1: skip                            // at corpus.extra.pendinglist.Main.lease(Main.java:45)
  s19: read corpus.extra.pendinglist.Main.LOCK // at corpus.extra.pendinglist.Main.lease(Main.java:48)
  s20: release java.util.concurrent.locks.ReentrantLock@Main.java:31 // at corpus.extra.pendinglist.Main.lease(Main.java:48)
  s22: call corpus.extra.pendinglist.Main.fire // at corpus.extra.pendinglist.Main.lease(Main.java:50)
}

proc corpus.extra.pendinglist.Main.main {
  s9: fork corpus.extra.pendinglist.Main.use[^java.lang.Thread@Main.java:95] java.lang.Thread@Main.java:95 // at corpus.extra.pendinglist.Main.main(Main.java:97)
  s10: fork corpus.extra.pendinglist.Main.use[^java.lang.Thread@Main.java:96] java.lang.Thread@Main.java:96 // at corpus.extra.pendinglist.Main.main(Main.java:98)
  s11: join java.lang.Thread@Main.java:95 // at corpus.extra.pendinglist.Main.main(Main.java:99)
  s12: join java.lang.Thread@Main.java:96 // at corpus.extra.pendinglist.Main.main(Main.java:100)
}

proc corpus.extra.pendinglist.Main.release {
  s0: read corpus.extra.pendinglist.Main.LOCK // at corpus.extra.pendinglist.Main.release(Main.java:55)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:31 // at corpus.extra.pendinglist.Main.release(Main.java:55)
  s2: assign corpus.extra.pendinglist.Main.busy false // at corpus.extra.pendinglist.Main.release(Main.java:57)
  s3: read corpus.extra.pendinglist.Main.PENDING // at corpus.extra.pendinglist.Main.release(Main.java:58)
  s4: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:58)
  s4_1: goto s5e1                        // at corpus.extra.pendinglist.Main.release(Main.java:58)
  s5: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5_4: jump s27 s5_3                    // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5_3: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s5_5 1 s7 2 s7 3 s7 // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5_5: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s27 1 s7 2 s7 3 s7 // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s7: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7_7: jump s7_3 s7_5                   // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7_3: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s7_4 1 s9e8 2 s9e8 3 s9e8 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7_4: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s9e8 1 s9e11 2 s9e11 3 s9e11 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7_5: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s7_6 1 s9e11 2 s9e11 3 s9e11 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7_6: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s9e11 1 s9e8 2 s9e8 3 s9e8 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s18: read corpus.extra.pendinglist.Main.LOCK // at corpus.extra.pendinglist.Main.release(Main.java:72)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:31 // at corpus.extra.pendinglist.Main.release(Main.java:72)
  s19_1: goto exit                       // at corpus.extra.pendinglist.Main.release(Main.java:72)
  s27: read corpus.extra.pendinglist.Main.LOCK // at corpus.extra.pendinglist.Main.release(Main.java:72)
  s28: release java.util.concurrent.locks.ReentrantLock@Main.java:31 // at corpus.extra.pendinglist.Main.release(Main.java:72)
  s30: call corpus.extra.pendinglist.Main.fire // at corpus.extra.pendinglist.Main.release(Main.java:74)
  s30_1: goto exit                       // at corpus.extra.pendinglist.Main.release(Main.java:74)
  s5e1: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5e1_3: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s5e1_5 1 s7e1 2 s7e1 3 s7e1 // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5e1_5: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s27 1 s7e1 2 s7e1 3 s7e1 // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s7e1: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e1_7: jump s7e1_3 s7e1_5             // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e1_3: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s7e1_4 1 s9e8 2 s9e8 3 s9e8 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e1_4: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s9e8 1 s9e11 2 s9e11 3 s9e11 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e1_5: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s7e1_6 1 s9e11 2 s9e11 3 s9e11 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e1_6: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s9e11 1 s9e8 2 s9e8 3 s9e8 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s9e8: switch corpus.extra.pendinglist.Main.busy false s11e8 true s14e8 // at corpus.extra.pendinglist.Main.release(Main.java:61)
  s11e8: assign corpus.extra.pendinglist.Main.busy true // at corpus.extra.pendinglist.Main.release(Main.java:62)
  s12e8: assign corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].granted true // at corpus.extra.pendinglist.Main.release(Main.java:63)
  s13e8: write java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e8_2: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s13e8_1 1 s13e8_3 2 s13e8_5 3 s13e8_7 // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e8_3: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e8_4: goto s13e8_1                  // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e8_5: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 1 // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e8_6: goto s13e8_1                  // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e8_7: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 2 // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e8_1: skip                          // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e8_9: goto s14e21                   // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s14e8: switch corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].granted false s5e20 true s16e21 // at corpus.extra.pendinglist.Main.release(Main.java:66)
  s9e11: switch corpus.extra.pendinglist.Main.busy false s11e11 true s14e11 // at corpus.extra.pendinglist.Main.release(Main.java:61)
  s11e11: assign corpus.extra.pendinglist.Main.busy true // at corpus.extra.pendinglist.Main.release(Main.java:62)
  s12e11: assign corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].granted true // at corpus.extra.pendinglist.Main.release(Main.java:63)
  s13e11: write java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e11_2: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s13e11_1 1 s13e11_3 2 s13e11_5 3 s13e11_7 // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e11_3: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e11_4: goto s13e11_1                // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e11_5: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 1 // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e11_6: goto s13e11_1                // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e11_7: assign java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 2 // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e11_1: skip                         // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s13e11_9: goto s14e23                  // at corpus.extra.pendinglist.Main.release(Main.java:64)
  s14e11: switch corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].granted false s5e22 true s16e23 // at corpus.extra.pendinglist.Main.release(Main.java:66)
  s5e20: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5e20_4: jump s27 s5e20_3              // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5e20_3: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s5e20_5 1 s7e20 2 s7e20 3 s7e20 // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5e20_5: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s27 1 s7e20 2 s7e20 3 s7e20 // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s7e20: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e20_7: jump s7e20_3 s7e20_5          // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e20_3: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s7e20_4 1 s9e8 2 s9e8 3 s9e8 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e20_4: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s9e8 1 s9e11 2 s9e11 3 s9e11 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e20_5: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s7e20_6 1 s9e11 2 s9e11 3 s9e11 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e20_6: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s9e11 1 s9e8 2 s9e8 3 s9e8 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s14e21: switch corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].granted false s5 true s16e21 // at corpus.extra.pendinglist.Main.release(Main.java:66)
  s16e21: read corpus.extra.pendinglist.Main.GRANTED // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s17e21_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.kind.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 1 else s17e21 // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s17e21: skip                           // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s17e21_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.items 1 // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s17e21_4: goto s18                     // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s5e22: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5e22_4: jump s27 s5e22_3              // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5e22_3: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s5e22_5 1 s7e22 2 s7e22 3 s7e22 // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s5e22_5: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s27 1 s7e22 2 s7e22 3 s7e22 // at corpus.extra.pendinglist.Main.release(Main.java:59)
  s7e22: read java.util.LinkedList@Main.java:32.$state // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e22_7: jump s7e22_3 s7e22_5          // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e22_3: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s7e22_4 1 s9e8 2 s9e8 3 s9e8 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e22_4: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s9e8 1 s9e11 2 s9e11 3 s9e11 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e22_5: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 0 s7e22_6 1 s9e11 2 s9e11 3 s9e11 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s7e22_6: switch java.util.LinkedList@Main.java:32.count.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] 0 s9e11 1 s9e8 2 s9e8 3 s9e8 // at corpus.extra.pendinglist.Main.release(Main.java:60)
  s14e23: switch corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].granted false s5 true s16e23 // at corpus.extra.pendinglist.Main.release(Main.java:66)
  s16e23: read corpus.extra.pendinglist.Main.GRANTED // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s17e23_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.kind.corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] 1 else s17e23 // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s17e23: skip                           // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s17e23_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:33.items 1 // at corpus.extra.pendinglist.Main.release(Main.java:67)
  s17e23_4: goto s18                     // at corpus.extra.pendinglist.Main.release(Main.java:67)
}

proc corpus.extra.pendinglist.Main.use[^java.lang.Thread@Main.java:95] {
  s0: call corpus.extra.pendinglist.Main.lease[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95] // at corpus.extra.pendinglist.Main.use(Main.java:86)
  s1: read corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].done // at corpus.extra.pendinglist.Main.use(Main.java:87)
  s2: until java.util.concurrent.CountDownLatch@Main.java:27[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:95,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:95].count <= 0 // at corpus.extra.pendinglist.Main.use(Main.java:87)
  s3: call corpus.extra.pendinglist.Main.release // at corpus.extra.pendinglist.Main.use(Main.java:88)
}

proc corpus.extra.pendinglist.Main.use[^java.lang.Thread@Main.java:96] {
  s0: call corpus.extra.pendinglist.Main.lease[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96] // at corpus.extra.pendinglist.Main.use(Main.java:86)
  s1: read corpus.extra.pendinglist.Main$Request@Main.java:37[corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].done // at corpus.extra.pendinglist.Main.use(Main.java:87)
  s2: until java.util.concurrent.CountDownLatch@Main.java:27[corpus.extra.pendinglist.Main$Request@Main.java:37^java.lang.Thread@Main.java:96,corpus.extra.pendinglist.Main.use:86#0^java.lang.Thread@Main.java:96].count <= 0 // at corpus.extra.pendinglist.Main.use(Main.java:87)
  s3: call corpus.extra.pendinglist.Main.release // at corpus.extra.pendinglist.Main.use(Main.java:88)
}

proc entry {
  init0: call corpus.extra.pendinglist.Main.<clinit> // at corpus.extra.pendinglist.Main.main(Main.java:95)
  main: call corpus.extra.pendinglist.Main.main // at corpus.extra.pendinglist.Main.main(Main.java:95)
}
