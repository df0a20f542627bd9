main entry
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.items limit 2 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] limit 10 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] limit 10 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:23.items limit 4 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] limit 12 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] limit 12 init 0
var corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9].done { false true } = false
var corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10].done { false true } = false

proc corpus.extra.movedrequest.Main$Promise.<init>[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:48#9] {
}

proc corpus.extra.movedrequest.Main$Promise.await[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:48#9] {
  sync: acquire corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main$Promise.await(Main.java:66)
  s1: switch corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9].done false s3 true ret_0 // at corpus.extra.movedrequest.Main$Promise.await(Main.java:66)
  s3: wait corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main$Promise.await(Main.java:68)
  s3_1: goto s1                          // at corpus.extra.movedrequest.Main$Promise.await(Main.java:68)
  ret_0: release corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main$Promise.await(Main.java:66)
}

proc corpus.extra.movedrequest.Main$Promise.await[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:49#10] {
  sync: acquire corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main$Promise.await(Main.java:66)
  s1: switch corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10].done false s3 true ret_0 // at corpus.extra.movedrequest.Main$Promise.await(Main.java:66)
  s3: wait corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main$Promise.await(Main.java:68)
  s3_1: goto s1                          // at corpus.extra.movedrequest.Main$Promise.await(Main.java:68)
  ret_0: release corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main$Promise.await(Main.java:66)
}

proc corpus.extra.movedrequest.Main$Promise.complete[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:48#9] {
  sync: acquire corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main$Promise.complete(Main.java:61)
  s1: assign corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9].done true // at corpus.extra.movedrequest.Main$Promise.complete(Main.java:61)
  s2: notifyAll corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main$Promise.complete(Main.java:62)
  ret_0: release corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main$Promise.complete(Main.java:61)
}

proc corpus.extra.movedrequest.Main$Promise.complete[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:49#10] {
  sync: acquire corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main$Promise.complete(Main.java:61)
  s1: assign corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10].done true // at corpus.extra.movedrequest.Main$Promise.complete(Main.java:61)
  s2: notifyAll corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main$Promise.complete(Main.java:62)
  ret_0: release corpus.extra.movedrequest.Main$Promise@Main.java:28[corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main$Promise.complete(Main.java:61)
}

proc corpus.extra.movedrequest.Main$Request.<init>[corpus.extra.movedrequest.Main$Request@Main.java:30,corpus.extra.movedrequest.Main.main:48#9] {
  s4: write corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9].future // at corpus.extra.movedrequest.Main$Request.<init>(Main.java:82)
  s5: write corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9].owner // at corpus.extra.movedrequest.Main$Request.<init>(Main.java:83)
}

proc corpus.extra.movedrequest.Main$Request.<init>[corpus.extra.movedrequest.Main$Request@Main.java:30,corpus.extra.movedrequest.Main.main:49#10] {
  s4: write corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10].future // at corpus.extra.movedrequest.Main$Request.<init>(Main.java:82)
  s5: write corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10].owner // at corpus.extra.movedrequest.Main$Request.<init>(Main.java:83)
}

proc corpus.extra.movedrequest.Main.<clinit> {
  s3: write corpus.extra.movedrequest.Main.PENDING // at corpus.extra.movedrequest.Main.<clinit>(Main.java:23)
  s7: write corpus.extra.movedrequest.Main.COMPLETED // at corpus.extra.movedrequest.Main.<clinit>(Main.java:24)
}

proc corpus.extra.movedrequest.Main.lease[corpus.extra.movedrequest.Main.main:48#9] {
  s0: goto s4e1                          // at corpus.extra.movedrequest.Main.lease(Main.java:27)
  s24: read corpus.extra.movedrequest.Main.COMPLETED // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.items 1 else s31 // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_1: jump s25_2 s25_3                // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] 1 else s25_3 // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_4: goto s28e29                     // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] 1 else s25_2 // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_5: goto s28e32                     // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s31: call corpus.extra.movedrequest.Main$Promise.await[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main.lease(Main.java:44)
  s31_1: goto exit                       // at corpus.extra.movedrequest.Main.lease(Main.java:44)
  s4e1: call corpus.extra.movedrequest.Main$Promise.<init>[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main.lease(Main.java:28)
  s6e1: read corpus.extra.movedrequest.Main.PENDING // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s8e1: call corpus.extra.movedrequest.Main$Request.<init>[corpus.extra.movedrequest.Main$Request@Main.java:30,corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s9e1_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] 1 else s9e1 // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s9e1: skip                             // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s9e1_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:23.items 1 // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s10e1: read corpus.extra.movedrequest.Main.PENDING // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1: down java.util.concurrent.LinkedBlockingQueue@Main.java:23.items 1 // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_1: jump s11e1_2 s11e1_3          // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] 1 else s11e1_3 // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_4: goto s13e9                    // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] 1 else s11e1_2 // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_5: goto s13e12                   // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s13e9: read corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9].owner // at corpus.extra.movedrequest.Main.lease(Main.java:32)
  s13e9_1: goto s15e17                   // at corpus.extra.movedrequest.Main.lease(Main.java:32)
  s13e12: read corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10].owner // at corpus.extra.movedrequest.Main.lease(Main.java:32)
  s13e12_1: goto s21e18                  // at corpus.extra.movedrequest.Main.lease(Main.java:32)
  s15e17: read corpus.extra.movedrequest.Main.COMPLETED // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s16e17_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] 1 else s16e17 // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s16e17: skip                           // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s16e17_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.items 1 // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s16e17_4: goto s24                     // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s21e18: read corpus.extra.movedrequest.Main.PENDING // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s22e18_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] 1 else s22e18 // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s22e18: skip                           // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s22e18_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:23.items 1 // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s22e18_4: goto s24                     // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s28e29: read corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9].future // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s28e29_1: goto s29e34                  // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s28e32: read corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10].future // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s28e32_1: goto s29e36                  // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s29e34: call corpus.extra.movedrequest.Main$Promise.complete[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s29e34_1: goto s24                     // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s29e36: call corpus.extra.movedrequest.Main$Promise.complete[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s29e36_1: goto s24                     // at corpus.extra.movedrequest.Main.lease(Main.java:42)
}

proc corpus.extra.movedrequest.Main.lease[corpus.extra.movedrequest.Main.main:49#10] {
  s0: goto s4e1                          // at corpus.extra.movedrequest.Main.lease(Main.java:27)
  s24: read corpus.extra.movedrequest.Main.COMPLETED // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.items 1 else s31 // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_1: jump s25_2 s25_3                // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] 1 else s25_3 // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_4: goto s28e29                     // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] 1 else s25_2 // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s25_5: goto s28e32                     // at corpus.extra.movedrequest.Main.lease(Main.java:41)
  s31: call corpus.extra.movedrequest.Main$Promise.await[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main.lease(Main.java:44)
  s31_1: goto exit                       // at corpus.extra.movedrequest.Main.lease(Main.java:44)
  s4e1: call corpus.extra.movedrequest.Main$Promise.<init>[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main.lease(Main.java:28)
  s6e1: read corpus.extra.movedrequest.Main.PENDING // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s8e1: call corpus.extra.movedrequest.Main$Request.<init>[corpus.extra.movedrequest.Main$Request@Main.java:30,corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s9e1_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] 1 else s9e1 // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s9e1: skip                             // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s9e1_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:23.items 1 // at corpus.extra.movedrequest.Main.lease(Main.java:30)
  s10e1: read corpus.extra.movedrequest.Main.PENDING // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1: down java.util.concurrent.LinkedBlockingQueue@Main.java:23.items 1 // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_1: jump s11e1_2 s11e1_3          // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] 1 else s11e1_3 // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_4: goto s13e9                    // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] 1 else s11e1_2 // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s11e1_5: goto s13e12                   // at corpus.extra.movedrequest.Main.lease(Main.java:31)
  s13e9: read corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9].owner // at corpus.extra.movedrequest.Main.lease(Main.java:32)
  s13e9_1: goto s21e17                   // at corpus.extra.movedrequest.Main.lease(Main.java:32)
  s13e12: read corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10].owner // at corpus.extra.movedrequest.Main.lease(Main.java:32)
  s13e12_1: goto s15e18                  // at corpus.extra.movedrequest.Main.lease(Main.java:32)
  s21e17: read corpus.extra.movedrequest.Main.PENDING // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s22e17_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:23.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9] 1 else s22e17 // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s22e17: skip                           // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s22e17_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:23.items 1 // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s22e17_4: goto s24                     // at corpus.extra.movedrequest.Main.lease(Main.java:35)
  s15e18: read corpus.extra.movedrequest.Main.COMPLETED // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s16e18_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.kind.corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10] 1 else s16e18 // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s16e18: skip                           // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s16e18_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:24.items 1 // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s16e18_4: goto s24                     // at corpus.extra.movedrequest.Main.lease(Main.java:33)
  s28e29: read corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:48#9].future // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s28e29_1: goto s29e34                  // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s28e32: read corpus.extra.movedrequest.Main$Request@Main.java:30[corpus.extra.movedrequest.Main.main:49#10].future // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s28e32_1: goto s29e36                  // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s29e34: call corpus.extra.movedrequest.Main$Promise.complete[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:48#9] // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s29e34_1: goto s24                     // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s29e36: call corpus.extra.movedrequest.Main$Promise.complete[corpus.extra.movedrequest.Main$Promise@Main.java:28,corpus.extra.movedrequest.Main.main:49#10] // at corpus.extra.movedrequest.Main.lease(Main.java:42)
  s29e36_1: goto s24                     // at corpus.extra.movedrequest.Main.lease(Main.java:42)
}

proc corpus.extra.movedrequest.Main.main {
  s9: fork corpus.extra.movedrequest.Main.lease[corpus.extra.movedrequest.Main.main:48#9] java.lang.Thread@Main.java:48 // at corpus.extra.movedrequest.Main.main(Main.java:50)
  s10: fork corpus.extra.movedrequest.Main.lease[corpus.extra.movedrequest.Main.main:49#10] java.lang.Thread@Main.java:49 // at corpus.extra.movedrequest.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:48 // at corpus.extra.movedrequest.Main.main(Main.java:52)
  s12: join java.lang.Thread@Main.java:49 // at corpus.extra.movedrequest.Main.main(Main.java:53)
}

proc entry {
  init0: call corpus.extra.movedrequest.Main.<clinit> // at corpus.extra.movedrequest.Main.main(Main.java:48)
  main: call corpus.extra.movedrequest.Main.main // at corpus.extra.movedrequest.Main.main(Main.java:48)
}
