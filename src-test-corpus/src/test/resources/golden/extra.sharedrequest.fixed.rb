main corpus.extra.sharedrequest.fixed.Main.main
counter java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].items limit 2 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].kind.corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] limit 10 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].kind.corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] limit 10 init 0
var corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24].done { false true } = false
var corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25].done { false true } = false

proc corpus.extra.sharedrequest.fixed.Main$Promise.<init>[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
}

proc corpus.extra.sharedrequest.fixed.Main$Promise.await[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  sync: acquire corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:79)
  s1: switch corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24].done false s3 true ret_0 // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:79)
  s3: wait corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:81)
  s3_1: goto s1                          // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:81)
  ret_0: release corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:79)
}

proc corpus.extra.sharedrequest.fixed.Main$Promise.await[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  sync: acquire corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:79)
  s1: switch corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25].done false s3 true ret_0 // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:79)
  s3: wait corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:81)
  s3_1: goto s1                          // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:81)
  ret_0: release corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] // at corpus.extra.sharedrequest.fixed.Main$Promise.await(Main.java:79)
}

proc corpus.extra.sharedrequest.fixed.Main$Promise.complete[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  sync: acquire corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.fixed.Main$Promise.complete(Main.java:74)
  s1: assign corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24].done true // at corpus.extra.sharedrequest.fixed.Main$Promise.complete(Main.java:74)
  s2: notifyAll corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.fixed.Main$Promise.complete(Main.java:75)
  ret_0: release corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.fixed.Main$Promise.complete(Main.java:74)
}

proc corpus.extra.sharedrequest.fixed.Main$Promise.complete[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  sync: acquire corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] // at corpus.extra.sharedrequest.fixed.Main$Promise.complete(Main.java:74)
  s1: assign corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25].done true // at corpus.extra.sharedrequest.fixed.Main$Promise.complete(Main.java:74)
  s2: notifyAll corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] // at corpus.extra.sharedrequest.fixed.Main$Promise.complete(Main.java:75)
  ret_0: release corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] // at corpus.extra.sharedrequest.fixed.Main$Promise.complete(Main.java:74)
}

proc corpus.extra.sharedrequest.fixed.Main$Request.<init>[corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  s3: write corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24].future // at corpus.extra.sharedrequest.fixed.Main$Request.<init>(Main.java:61)
}

proc corpus.extra.sharedrequest.fixed.Main$Request.<init>[corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  s3: write corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25].future // at corpus.extra.sharedrequest.fixed.Main$Request.<init>(Main.java:61)
}

proc corpus.extra.sharedrequest.fixed.Main$Request.await[corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  s1: read corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24].future // at corpus.extra.sharedrequest.fixed.Main$Request.await(Main.java:65)
  s2: call corpus.extra.sharedrequest.fixed.Main$Promise.await[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Request.await(Main.java:65)
}

proc corpus.extra.sharedrequest.fixed.Main$Request.await[corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  s1: read corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25].future // at corpus.extra.sharedrequest.fixed.Main$Request.await(Main.java:65)
  s2: call corpus.extra.sharedrequest.fixed.Main$Promise.await[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Request.await(Main.java:65)
}

proc corpus.extra.sharedrequest.fixed.Main$Service.<init>[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  s4: write corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22.pending // at corpus.extra.sharedrequest.fixed.Main$Service.<init>(Main.java:37)
}

proc corpus.extra.sharedrequest.fixed.Main$Service.dispatch[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] {
  s4e1: read corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22.pending // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e1: down java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].items 1 // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e1_1: jump s5e1_2 s5e1_3             // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].kind.corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] 1 else s5e1_3 // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e1_4: goto s7e8                      // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].kind.corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] 1 else s5e1_2 // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e1_5: goto s7e11                     // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s7e8: read corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24].future // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s7e8_1: goto s8e13                     // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s7e11: read corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25].future // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s7e11_1: goto s8e15                    // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s8e13: call corpus.extra.sharedrequest.fixed.Main$Promise.complete[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s8e13_1: goto s4e16                    // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s8e15: call corpus.extra.sharedrequest.fixed.Main$Promise.complete[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s4e16: read corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22.pending // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e16: down java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].items 1 // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e16_1: jump s5e16_2 s5e16_3          // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e16_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].kind.corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] 1 else s5e16_3 // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e16_4: goto s7e23                    // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e16_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].kind.corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] 1 else s5e16_2 // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s5e16_5: goto s7e26                    // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s7e23: read corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24].future // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s7e23_1: goto s8e28                    // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s7e26: read corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25].future // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s7e26_1: goto s8e30                    // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s8e28: call corpus.extra.sharedrequest.fixed.Main$Promise.complete[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s8e28_1: goto exit                     // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
  s8e30: call corpus.extra.sharedrequest.fixed.Main$Promise.complete[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Service.dispatch(Main.java:48)
}

proc corpus.extra.sharedrequest.fixed.Main$Service.lease[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] {
  s3: call corpus.extra.sharedrequest.fixed.Main$Promise.<init>[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:40)
  s4: call corpus.extra.sharedrequest.fixed.Main$Request.<init>[corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:40)
  s6: read corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22.pending // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:41)
  s7_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].kind.corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] 1 else s7 // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:41)
  s7: skip                               // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:41)
  s7_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].items 1 // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:41)
}

proc corpus.extra.sharedrequest.fixed.Main$Service.lease[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] {
  s3: call corpus.extra.sharedrequest.fixed.Main$Promise.<init>[corpus.extra.sharedrequest.fixed.Main$Promise@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:40)
  s4: call corpus.extra.sharedrequest.fixed.Main$Request.<init>[corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:40)
  s6: read corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22.pending // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:41)
  s7_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].kind.corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] 1 else s7 // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:41)
  s7: skip                               // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:41)
  s7_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:37[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22].items 1 // at corpus.extra.sharedrequest.fixed.Main$Service.lease(Main.java:41)
}

proc corpus.extra.sharedrequest.fixed.Main.lambda$main$0[corpus.extra.sharedrequest.fixed.Main.main:24#15^java.lang.Thread@Main.java:24] {
  s1: call corpus.extra.sharedrequest.fixed.Main$Service.lease[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.fixed.Main.lambda$main$0(Main.java:23)
  s2: call corpus.extra.sharedrequest.fixed.Main$Request.await[corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.sharedrequest.fixed.Main.lambda$main$0[corpus.extra.sharedrequest.fixed.Main.main:25#16^java.lang.Thread@Main.java:25] {
  s1: call corpus.extra.sharedrequest.fixed.Main$Service.lease[corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22^java.lang.Thread@Main.java:25] // at corpus.extra.sharedrequest.fixed.Main.lambda$main$0(Main.java:23)
  s2: call corpus.extra.sharedrequest.fixed.Main$Request.await[corpus.extra.sharedrequest.fixed.Main$Request@Main.java:40^java.lang.Thread@Main.java:25,corpus.extra.sharedrequest.fixed.Main.lambda$main$0:23#1,corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.sharedrequest.fixed.Main.lambda$main$1[corpus.extra.sharedrequest.fixed.Main.main:26#17] {
  s1: call corpus.extra.sharedrequest.fixed.Main$Service.dispatch[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main.lambda$main$1(Main.java:26)
}

proc corpus.extra.sharedrequest.fixed.Main.main {
  s2: call corpus.extra.sharedrequest.fixed.Main$Service.<init>[corpus.extra.sharedrequest.fixed.Main$Service@Main.java:22] // at corpus.extra.sharedrequest.fixed.Main.main(Main.java:22)
  s15: fork corpus.extra.sharedrequest.fixed.Main.lambda$main$0[corpus.extra.sharedrequest.fixed.Main.main:24#15^java.lang.Thread@Main.java:24] java.lang.Thread@Main.java:24 // at corpus.extra.sharedrequest.fixed.Main.main(Main.java:27)
  s16: fork corpus.extra.sharedrequest.fixed.Main.lambda$main$0[corpus.extra.sharedrequest.fixed.Main.main:25#16^java.lang.Thread@Main.java:25] java.lang.Thread@Main.java:25 // at corpus.extra.sharedrequest.fixed.Main.main(Main.java:28)
  s17: fork corpus.extra.sharedrequest.fixed.Main.lambda$main$1[corpus.extra.sharedrequest.fixed.Main.main:26#17] java.lang.Thread@Main.java:26 // at corpus.extra.sharedrequest.fixed.Main.main(Main.java:29)
  s18: join java.lang.Thread@Main.java:24 // at corpus.extra.sharedrequest.fixed.Main.main(Main.java:30)
  s19: join java.lang.Thread@Main.java:25 // at corpus.extra.sharedrequest.fixed.Main.main(Main.java:31)
  s20: join java.lang.Thread@Main.java:26 // at corpus.extra.sharedrequest.fixed.Main.main(Main.java:32)
}
