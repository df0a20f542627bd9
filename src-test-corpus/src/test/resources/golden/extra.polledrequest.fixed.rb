main entry
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items limit 2 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:34#9] limit 10 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:35#10] limit 10 init 0
var corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9].done { false true } = false
var corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10].done { false true } = false

proc corpus.extra.polledrequest.fixed.Main$Promise.<init>[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:34#9] {
}

proc corpus.extra.polledrequest.fixed.Main$Promise.await[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:34#9] {
  sync: acquire corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:52)
  s1: switch corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9].done false s3 true ret_0 // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:52)
  s3: wait corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:54)
  s3_1: goto s1                          // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:54)
  ret_0: release corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:52)
}

proc corpus.extra.polledrequest.fixed.Main$Promise.await[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:35#10] {
  sync: acquire corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:52)
  s1: switch corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10].done false s3 true ret_0 // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:52)
  s3: wait corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:54)
  s3_1: goto s1                          // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:54)
  ret_0: release corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main$Promise.await(Main.java:52)
}

proc corpus.extra.polledrequest.fixed.Main$Promise.complete[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:34#9] {
  sync: acquire corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main$Promise.complete(Main.java:47)
  s1: assign corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9].done true // at corpus.extra.polledrequest.fixed.Main$Promise.complete(Main.java:47)
  s2: notifyAll corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main$Promise.complete(Main.java:48)
  ret_0: release corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main$Promise.complete(Main.java:47)
}

proc corpus.extra.polledrequest.fixed.Main$Promise.complete[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:35#10] {
  sync: acquire corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main$Promise.complete(Main.java:47)
  s1: assign corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10].done true // at corpus.extra.polledrequest.fixed.Main$Promise.complete(Main.java:47)
  s2: notifyAll corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main$Promise.complete(Main.java:48)
  ret_0: release corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24[corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main$Promise.complete(Main.java:47)
}

proc corpus.extra.polledrequest.fixed.Main$Request.<init>[corpus.extra.polledrequest.fixed.Main$Request@Main.java:25,corpus.extra.polledrequest.fixed.Main.main:34#9] {
  s4: write corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:34#9].future // at corpus.extra.polledrequest.fixed.Main$Request.<init>(Main.java:68)
  s5: write corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:34#9].owner // at corpus.extra.polledrequest.fixed.Main$Request.<init>(Main.java:69)
}

proc corpus.extra.polledrequest.fixed.Main$Request.<init>[corpus.extra.polledrequest.fixed.Main$Request@Main.java:25,corpus.extra.polledrequest.fixed.Main.main:35#10] {
  s4: write corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:35#10].future // at corpus.extra.polledrequest.fixed.Main$Request.<init>(Main.java:68)
  s5: write corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:35#10].owner // at corpus.extra.polledrequest.fixed.Main$Request.<init>(Main.java:69)
}

proc corpus.extra.polledrequest.fixed.Main.<clinit> {
  s3: write corpus.extra.polledrequest.fixed.Main.COMPLETED // at corpus.extra.polledrequest.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.polledrequest.fixed.Main.lease[corpus.extra.polledrequest.fixed.Main.main:34#9] {
  s4: call corpus.extra.polledrequest.fixed.Main$Promise.<init>[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:24)
  s6: read corpus.extra.polledrequest.fixed.Main.COMPLETED // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s8: call corpus.extra.polledrequest.fixed.Main$Request.<init>[corpus.extra.polledrequest.fixed.Main$Request@Main.java:25,corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s9_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:34#9] 1 else s9 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s9: skip                               // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s9_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items 1 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s10: read corpus.extra.polledrequest.fixed.Main.COMPLETED // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items 1 else s17 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_1: jump s11_2 s11_3                // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:34#9] 1 else s11_3 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_4: goto s14e11                     // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:35#10] 1 else s11_2 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_5: goto s14e14                     // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s17: call corpus.extra.polledrequest.fixed.Main$Promise.await[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:30)
  s17_1: goto exit                       // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:30)
  s14e11: read corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:34#9].future // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s14e11_1: goto s15e16                  // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s14e14: read corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:35#10].future // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s14e14_1: goto s15e18                  // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s15e16: call corpus.extra.polledrequest.fixed.Main$Promise.complete[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s15e16_1: goto s10                     // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s15e18: call corpus.extra.polledrequest.fixed.Main$Promise.complete[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s15e18_1: goto s10                     // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
}

proc corpus.extra.polledrequest.fixed.Main.lease[corpus.extra.polledrequest.fixed.Main.main:35#10] {
  s4: call corpus.extra.polledrequest.fixed.Main$Promise.<init>[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:24)
  s6: read corpus.extra.polledrequest.fixed.Main.COMPLETED // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s8: call corpus.extra.polledrequest.fixed.Main$Request.<init>[corpus.extra.polledrequest.fixed.Main$Request@Main.java:25,corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s9_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:35#10] 1 else s9 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s9: skip                               // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s9_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items 1 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:25)
  s10: read corpus.extra.polledrequest.fixed.Main.COMPLETED // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items 1 else s17 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_1: jump s11_2 s11_3                // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:34#9] 1 else s11_3 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_4: goto s14e11                     // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:35#10] 1 else s11_2 // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s11_5: goto s14e14                     // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:27)
  s17: call corpus.extra.polledrequest.fixed.Main$Promise.await[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:30)
  s17_1: goto exit                       // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:30)
  s14e11: read corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:34#9].future // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s14e11_1: goto s15e16                  // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s14e14: read corpus.extra.polledrequest.fixed.Main$Request@Main.java:25[corpus.extra.polledrequest.fixed.Main.main:35#10].future // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s14e14_1: goto s15e18                  // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s15e16: call corpus.extra.polledrequest.fixed.Main$Promise.complete[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:34#9] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s15e16_1: goto s10                     // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s15e18: call corpus.extra.polledrequest.fixed.Main$Promise.complete[corpus.extra.polledrequest.fixed.Main$Promise@Main.java:24,corpus.extra.polledrequest.fixed.Main.main:35#10] // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
  s15e18_1: goto s10                     // at corpus.extra.polledrequest.fixed.Main.lease(Main.java:28)
}

proc corpus.extra.polledrequest.fixed.Main.main {
  s9: fork corpus.extra.polledrequest.fixed.Main.lease[corpus.extra.polledrequest.fixed.Main.main:34#9] java.lang.Thread@Main.java:34 // at corpus.extra.polledrequest.fixed.Main.main(Main.java:36)
  s10: fork corpus.extra.polledrequest.fixed.Main.lease[corpus.extra.polledrequest.fixed.Main.main:35#10] java.lang.Thread@Main.java:35 // at corpus.extra.polledrequest.fixed.Main.main(Main.java:37)
  s11: join java.lang.Thread@Main.java:34 // at corpus.extra.polledrequest.fixed.Main.main(Main.java:38)
  s12: join java.lang.Thread@Main.java:35 // at corpus.extra.polledrequest.fixed.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.polledrequest.fixed.Main.<clinit> // at corpus.extra.polledrequest.fixed.Main.main(Main.java:34)
  main: call corpus.extra.polledrequest.fixed.Main.main // at corpus.extra.polledrequest.fixed.Main.main(Main.java:34)
}
