main entry
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items limit 2 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9] limit 10 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10] limit 10 init 0
var corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9].done { false true } = false
var corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10].done { false true } = false

proc corpus.extra.polledrequest.Main$Promise.<init>[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:36#9] {
}

proc corpus.extra.polledrequest.Main$Promise.await[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:36#9] {
  sync: acquire corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main$Promise.await(Main.java:54)
  s1: switch corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9].done false s3 true ret_0 // at corpus.extra.polledrequest.Main$Promise.await(Main.java:54)
  s3: wait corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main$Promise.await(Main.java:56)
  s3_1: goto s1                          // at corpus.extra.polledrequest.Main$Promise.await(Main.java:56)
  ret_0: release corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main$Promise.await(Main.java:54)
}

proc corpus.extra.polledrequest.Main$Promise.await[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:37#10] {
  sync: acquire corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main$Promise.await(Main.java:54)
  s1: switch corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10].done false s3 true ret_0 // at corpus.extra.polledrequest.Main$Promise.await(Main.java:54)
  s3: wait corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main$Promise.await(Main.java:56)
  s3_1: goto s1                          // at corpus.extra.polledrequest.Main$Promise.await(Main.java:56)
  ret_0: release corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main$Promise.await(Main.java:54)
}

proc corpus.extra.polledrequest.Main$Promise.complete[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:36#9] {
  sync: acquire corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main$Promise.complete(Main.java:49)
  s1: assign corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9].done true // at corpus.extra.polledrequest.Main$Promise.complete(Main.java:49)
  s2: notifyAll corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main$Promise.complete(Main.java:50)
  ret_0: release corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main$Promise.complete(Main.java:49)
}

proc corpus.extra.polledrequest.Main$Promise.complete[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:37#10] {
  sync: acquire corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main$Promise.complete(Main.java:49)
  s1: assign corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10].done true // at corpus.extra.polledrequest.Main$Promise.complete(Main.java:49)
  s2: notifyAll corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main$Promise.complete(Main.java:50)
  ret_0: release corpus.extra.polledrequest.Main$Promise@Main.java:24[corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main$Promise.complete(Main.java:49)
}

proc corpus.extra.polledrequest.Main$Request.<init>[corpus.extra.polledrequest.Main$Request@Main.java:25,corpus.extra.polledrequest.Main.main:36#9] {
  s4: write corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9].future // at corpus.extra.polledrequest.Main$Request.<init>(Main.java:70)
  s5: write corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9].owner // at corpus.extra.polledrequest.Main$Request.<init>(Main.java:71)
}

proc corpus.extra.polledrequest.Main$Request.<init>[corpus.extra.polledrequest.Main$Request@Main.java:25,corpus.extra.polledrequest.Main.main:37#10] {
  s4: write corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10].future // at corpus.extra.polledrequest.Main$Request.<init>(Main.java:70)
  s5: write corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10].owner // at corpus.extra.polledrequest.Main$Request.<init>(Main.java:71)
}

proc corpus.extra.polledrequest.Main.<clinit> {
  s3: write corpus.extra.polledrequest.Main.COMPLETED // at corpus.extra.polledrequest.Main.<clinit>(Main.java:20)
}

proc corpus.extra.polledrequest.Main.lease[corpus.extra.polledrequest.Main.main:36#9] {
  s0: goto s4e1                          // at corpus.extra.polledrequest.Main.lease(Main.java:23)
  s19: call corpus.extra.polledrequest.Main$Promise.await[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main.lease(Main.java:32)
  s19_1: goto exit                       // at corpus.extra.polledrequest.Main.lease(Main.java:32)
  s4e1: call corpus.extra.polledrequest.Main$Promise.<init>[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main.lease(Main.java:24)
  s6e1: read corpus.extra.polledrequest.Main.COMPLETED // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s8e1: call corpus.extra.polledrequest.Main$Request.<init>[corpus.extra.polledrequest.Main$Request@Main.java:25,corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s9e1_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9] 1 else s9e1 // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s9e1: skip                             // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s9e1_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items 1 // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s10e1: read corpus.extra.polledrequest.Main.COMPLETED // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items 1 else s19 // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_1: jump s11e1_2 s11e1_3          // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9] 1 else s11e1_3 // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_4: goto s14e13                   // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10] 1 else s11e1_2 // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_5: goto s14e16                   // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s14e13: read corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9].owner // at corpus.extra.polledrequest.Main.lease(Main.java:28)
  s16e13: read corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9].future // at corpus.extra.polledrequest.Main.lease(Main.java:29)
  s16e13_1: goto s17e23                  // at corpus.extra.polledrequest.Main.lease(Main.java:29)
  s14e16: read corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10].owner // at corpus.extra.polledrequest.Main.lease(Main.java:28)
  s14e16_1: goto s10e1                   // at corpus.extra.polledrequest.Main.lease(Main.java:28)
  s17e23: call corpus.extra.polledrequest.Main$Promise.complete[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main.lease(Main.java:29)
  s17e23_1: goto s10e1                   // at corpus.extra.polledrequest.Main.lease(Main.java:29)
}

proc corpus.extra.polledrequest.Main.lease[corpus.extra.polledrequest.Main.main:37#10] {
  s0: goto s4e1                          // at corpus.extra.polledrequest.Main.lease(Main.java:23)
  s19: call corpus.extra.polledrequest.Main$Promise.await[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main.lease(Main.java:32)
  s19_1: goto exit                       // at corpus.extra.polledrequest.Main.lease(Main.java:32)
  s4e1: call corpus.extra.polledrequest.Main$Promise.<init>[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:36#9] // at corpus.extra.polledrequest.Main.lease(Main.java:24)
  s6e1: read corpus.extra.polledrequest.Main.COMPLETED // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s8e1: call corpus.extra.polledrequest.Main$Request.<init>[corpus.extra.polledrequest.Main$Request@Main.java:25,corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s9e1_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10] 1 else s9e1 // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s9e1: skip                             // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s9e1_3: up java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items 1 // at corpus.extra.polledrequest.Main.lease(Main.java:25)
  s10e1: read corpus.extra.polledrequest.Main.COMPLETED // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.items 1 else s19 // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_1: jump s11e1_2 s11e1_3          // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_2: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9] 1 else s11e1_3 // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_4: goto s14e13                   // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_3: trydown java.util.concurrent.ConcurrentLinkedQueue@Main.java:20.kind.corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10] 1 else s11e1_2 // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s11e1_5: goto s14e16                   // at corpus.extra.polledrequest.Main.lease(Main.java:27)
  s14e13: read corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:36#9].owner // at corpus.extra.polledrequest.Main.lease(Main.java:28)
  s14e13_1: goto s10e1                   // at corpus.extra.polledrequest.Main.lease(Main.java:28)
  s14e16: read corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10].owner // at corpus.extra.polledrequest.Main.lease(Main.java:28)
  s16e16: read corpus.extra.polledrequest.Main$Request@Main.java:25[corpus.extra.polledrequest.Main.main:37#10].future // at corpus.extra.polledrequest.Main.lease(Main.java:29)
  s17e23: call corpus.extra.polledrequest.Main$Promise.complete[corpus.extra.polledrequest.Main$Promise@Main.java:24,corpus.extra.polledrequest.Main.main:37#10] // at corpus.extra.polledrequest.Main.lease(Main.java:29)
  s17e23_1: goto s10e1                   // at corpus.extra.polledrequest.Main.lease(Main.java:29)
}

proc corpus.extra.polledrequest.Main.main {
  s9: fork corpus.extra.polledrequest.Main.lease[corpus.extra.polledrequest.Main.main:36#9] java.lang.Thread@Main.java:36 // at corpus.extra.polledrequest.Main.main(Main.java:38)
  s10: fork corpus.extra.polledrequest.Main.lease[corpus.extra.polledrequest.Main.main:37#10] java.lang.Thread@Main.java:37 // at corpus.extra.polledrequest.Main.main(Main.java:39)
  s11: join java.lang.Thread@Main.java:36 // at corpus.extra.polledrequest.Main.main(Main.java:40)
  s12: join java.lang.Thread@Main.java:37 // at corpus.extra.polledrequest.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.polledrequest.Main.<clinit> // at corpus.extra.polledrequest.Main.main(Main.java:36)
  main: call corpus.extra.polledrequest.Main.main // at corpus.extra.polledrequest.Main.main(Main.java:36)
}
