main entry
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.items limit 2 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] limit 10 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] limit 10 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:24.items limit 2 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:24.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] limit 10 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:24.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] limit 10 init 0
var corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9].done { false true } = false
var corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10].done { false true } = false

proc corpus.extra.movedrequest.fixed.Main$Promise.<init>[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:45#9] {
}

proc corpus.extra.movedrequest.fixed.Main$Promise.await[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:45#9] {
  sync: acquire corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:63)
  s1: switch corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9].done false s3 true ret_0 // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:63)
  s3: wait corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:65)
  s3_1: goto s1                          // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:65)
  ret_0: release corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:63)
}

proc corpus.extra.movedrequest.fixed.Main$Promise.await[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:46#10] {
  sync: acquire corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:63)
  s1: switch corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10].done false s3 true ret_0 // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:63)
  s3: wait corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:65)
  s3_1: goto s1                          // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:65)
  ret_0: release corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main$Promise.await(Main.java:63)
}

proc corpus.extra.movedrequest.fixed.Main$Promise.complete[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:45#9] {
  sync: acquire corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main$Promise.complete(Main.java:58)
  s1: assign corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9].done true // at corpus.extra.movedrequest.fixed.Main$Promise.complete(Main.java:58)
  s2: notifyAll corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main$Promise.complete(Main.java:59)
  ret_0: release corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main$Promise.complete(Main.java:58)
}

proc corpus.extra.movedrequest.fixed.Main$Promise.complete[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:46#10] {
  sync: acquire corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main$Promise.complete(Main.java:58)
  s1: assign corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10].done true // at corpus.extra.movedrequest.fixed.Main$Promise.complete(Main.java:58)
  s2: notifyAll corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main$Promise.complete(Main.java:59)
  ret_0: release corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29[corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main$Promise.complete(Main.java:58)
}

proc corpus.extra.movedrequest.fixed.Main$Request.<init>[corpus.extra.movedrequest.fixed.Main$Request@Main.java:31,corpus.extra.movedrequest.fixed.Main.main:45#9] {
  s4: write corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9].future // at corpus.extra.movedrequest.fixed.Main$Request.<init>(Main.java:79)
  s5: write corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9].owner // at corpus.extra.movedrequest.fixed.Main$Request.<init>(Main.java:80)
}

proc corpus.extra.movedrequest.fixed.Main$Request.<init>[corpus.extra.movedrequest.fixed.Main$Request@Main.java:31,corpus.extra.movedrequest.fixed.Main.main:46#10] {
  s4: write corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10].future // at corpus.extra.movedrequest.fixed.Main$Request.<init>(Main.java:79)
  s5: write corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10].owner // at corpus.extra.movedrequest.fixed.Main$Request.<init>(Main.java:80)
}

proc corpus.extra.movedrequest.fixed.Main.<clinit> {
  s3: write corpus.extra.movedrequest.fixed.Main.PENDING // at corpus.extra.movedrequest.fixed.Main.<clinit>(Main.java:24)
  s7: write corpus.extra.movedrequest.fixed.Main.COMPLETED // at corpus.extra.movedrequest.fixed.Main.<clinit>(Main.java:25)
}

proc corpus.extra.movedrequest.fixed.Main.lease[corpus.extra.movedrequest.fixed.Main.main:45#9] {
  s4: call corpus.extra.movedrequest.fixed.Main$Promise.<init>[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:29)
  s6: read corpus.extra.movedrequest.fixed.Main.PENDING // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s8: call corpus.extra.movedrequest.fixed.Main$Request.<init>[corpus.extra.movedrequest.fixed.Main$Request@Main.java:31,corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s9_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:24.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] 1 else s9 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s9: skip                               // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s9_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:24.items 1 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s10: read corpus.extra.movedrequest.fixed.Main.PENDING // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11: down java.util.concurrent.LinkedBlockingQueue@Main.java:24.items 1 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_1: jump s11_2 s11_3                // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:24.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] 1 else s11_3 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_4: goto s13e7                      // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:24.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] 1 else s11_2 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_5: goto s13e10                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s19: read corpus.extra.movedrequest.fixed.Main.COMPLETED // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.items 1 else s26 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_1: jump s20_2 s20_3                // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] 1 else s20_3 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_4: goto s23e21                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] 1 else s20_2 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_5: goto s23e24                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s26: call corpus.extra.movedrequest.fixed.Main$Promise.await[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:41)
  s26_1: goto exit                       // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:41)
  s13e7: read corpus.extra.movedrequest.fixed.Main.COMPLETED // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e7_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] 1 else s14e7 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e7: skip                            // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e7_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.items 1 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e7_4: goto s19                      // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s13e10: read corpus.extra.movedrequest.fixed.Main.COMPLETED // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e10_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] 1 else s14e10 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e10: skip                           // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e10_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.items 1 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e10_4: goto s19                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s23e21: read corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9].future // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s23e21_1: goto s24e26                  // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s23e24: read corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10].future // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s23e24_1: goto s24e28                  // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s24e26: call corpus.extra.movedrequest.fixed.Main$Promise.complete[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s24e26_1: goto s19                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s24e28: call corpus.extra.movedrequest.fixed.Main$Promise.complete[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s24e28_1: goto s19                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
}

proc corpus.extra.movedrequest.fixed.Main.lease[corpus.extra.movedrequest.fixed.Main.main:46#10] {
  s4: call corpus.extra.movedrequest.fixed.Main$Promise.<init>[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:29)
  s6: read corpus.extra.movedrequest.fixed.Main.PENDING // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s8: call corpus.extra.movedrequest.fixed.Main$Request.<init>[corpus.extra.movedrequest.fixed.Main$Request@Main.java:31,corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s9_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:24.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] 1 else s9 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s9: skip                               // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s9_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:24.items 1 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:31)
  s10: read corpus.extra.movedrequest.fixed.Main.PENDING // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11: down java.util.concurrent.LinkedBlockingQueue@Main.java:24.items 1 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_1: jump s11_2 s11_3                // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:24.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] 1 else s11_3 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_4: goto s13e7                      // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:24.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] 1 else s11_2 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s11_5: goto s13e10                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:32)
  s19: read corpus.extra.movedrequest.fixed.Main.COMPLETED // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.items 1 else s26 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_1: jump s20_2 s20_3                // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] 1 else s20_3 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_4: goto s23e21                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] 1 else s20_2 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s20_5: goto s23e24                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:38)
  s26: call corpus.extra.movedrequest.fixed.Main$Promise.await[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:41)
  s26_1: goto exit                       // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:41)
  s13e7: read corpus.extra.movedrequest.fixed.Main.COMPLETED // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e7_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9] 1 else s14e7 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e7: skip                            // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e7_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.items 1 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e7_4: goto s19                      // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s13e10: read corpus.extra.movedrequest.fixed.Main.COMPLETED // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e10_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.kind.corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10] 1 else s14e10 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e10: skip                           // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e10_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:25.items 1 // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s14e10_4: goto s19                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:33)
  s23e21: read corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:45#9].future // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s23e21_1: goto s24e26                  // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s23e24: read corpus.extra.movedrequest.fixed.Main$Request@Main.java:31[corpus.extra.movedrequest.fixed.Main.main:46#10].future // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s23e24_1: goto s24e28                  // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s24e26: call corpus.extra.movedrequest.fixed.Main$Promise.complete[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:45#9] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s24e26_1: goto s19                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s24e28: call corpus.extra.movedrequest.fixed.Main$Promise.complete[corpus.extra.movedrequest.fixed.Main$Promise@Main.java:29,corpus.extra.movedrequest.fixed.Main.main:46#10] // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
  s24e28_1: goto s19                     // at corpus.extra.movedrequest.fixed.Main.lease(Main.java:39)
}

proc corpus.extra.movedrequest.fixed.Main.main {
  s9: fork corpus.extra.movedrequest.fixed.Main.lease[corpus.extra.movedrequest.fixed.Main.main:45#9] java.lang.Thread@Main.java:45 // at corpus.extra.movedrequest.fixed.Main.main(Main.java:47)
  s10: fork corpus.extra.movedrequest.fixed.Main.lease[corpus.extra.movedrequest.fixed.Main.main:46#10] java.lang.Thread@Main.java:46 // at corpus.extra.movedrequest.fixed.Main.main(Main.java:48)
  s11: join java.lang.Thread@Main.java:45 // at corpus.extra.movedrequest.fixed.Main.main(Main.java:49)
  s12: join java.lang.Thread@Main.java:46 // at corpus.extra.movedrequest.fixed.Main.main(Main.java:50)
}

proc entry {
  init0: call corpus.extra.movedrequest.fixed.Main.<clinit> // at corpus.extra.movedrequest.fixed.Main.main(Main.java:45)
  main: call corpus.extra.movedrequest.fixed.Main.main // at corpus.extra.movedrequest.fixed.Main.main(Main.java:45)
}
