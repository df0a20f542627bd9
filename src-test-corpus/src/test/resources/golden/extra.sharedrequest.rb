main corpus.extra.sharedrequest.Main.main
counter java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].items limit 2 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].kind.corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] limit 10 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].kind.corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] limit 10 init 0
var corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23].done { false true } = false
var corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24].done { false true } = false

proc corpus.extra.sharedrequest.Main$Promise.<init>[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
}

proc corpus.extra.sharedrequest.Main$Promise.await[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  sync: acquire corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:78)
  s1: switch corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23].done false s3 true ret_0 // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:78)
  s3: wait corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:80)
  s3_1: goto s1                          // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:80)
  ret_0: release corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:78)
}

proc corpus.extra.sharedrequest.Main$Promise.await[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  sync: acquire corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:78)
  s1: switch corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24].done false s3 true ret_0 // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:78)
  s3: wait corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:80)
  s3_1: goto s1                          // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:80)
  ret_0: release corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.Main$Promise.await(Main.java:78)
}

proc corpus.extra.sharedrequest.Main$Promise.complete[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  sync: acquire corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] // at corpus.extra.sharedrequest.Main$Promise.complete(Main.java:73)
  s1: assign corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23].done true // at corpus.extra.sharedrequest.Main$Promise.complete(Main.java:73)
  s2: notifyAll corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] // at corpus.extra.sharedrequest.Main$Promise.complete(Main.java:74)
  ret_0: release corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] // at corpus.extra.sharedrequest.Main$Promise.complete(Main.java:73)
}

proc corpus.extra.sharedrequest.Main$Promise.complete[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  sync: acquire corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.Main$Promise.complete(Main.java:73)
  s1: assign corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24].done true // at corpus.extra.sharedrequest.Main$Promise.complete(Main.java:73)
  s2: notifyAll corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.Main$Promise.complete(Main.java:74)
  ret_0: release corpus.extra.sharedrequest.Main$Promise@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.Main$Promise.complete(Main.java:73)
}

proc corpus.extra.sharedrequest.Main$Request.<init>[corpus.extra.sharedrequest.Main$Request@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  s3: write corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23].future // at corpus.extra.sharedrequest.Main$Request.<init>(Main.java:60)
}

proc corpus.extra.sharedrequest.Main$Request.<init>[corpus.extra.sharedrequest.Main$Request@Main.java:39^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  s3: write corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24].future // at corpus.extra.sharedrequest.Main$Request.<init>(Main.java:60)
}

proc corpus.extra.sharedrequest.Main$Request.await[corpus.extra.sharedrequest.Main$Request@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  s1: read corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23].future // at corpus.extra.sharedrequest.Main$Request.await(Main.java:64)
  s2: call corpus.extra.sharedrequest.Main$Promise.await[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main$Request.await(Main.java:64)
}

proc corpus.extra.sharedrequest.Main$Request.await[corpus.extra.sharedrequest.Main$Request@Main.java:39^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  s1: read corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24].future // at corpus.extra.sharedrequest.Main$Request.await(Main.java:64)
  s2: call corpus.extra.sharedrequest.Main$Promise.await[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main$Request.await(Main.java:64)
}

proc corpus.extra.sharedrequest.Main$Service.<init>[corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  s4: write corpus.extra.sharedrequest.Main$Service@Main.java:21.pending // at corpus.extra.sharedrequest.Main$Service.<init>(Main.java:36)
}

proc corpus.extra.sharedrequest.Main$Service.dispatch[corpus.extra.sharedrequest.Main$Service@Main.java:21] {
  s4e1: read corpus.extra.sharedrequest.Main$Service@Main.java:21.pending // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s5e1: down java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].items 1 // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s5e1_1: jump s5e1_2 s5e1_3             // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s5e1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].kind.corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] 1 else s5e1_3 // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s5e1_4: goto s7e8                      // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s5e1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].kind.corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] 1 else s5e1_2 // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s5e1_5: goto s7e11                     // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s7e8: read corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23].future // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s7e8_1: goto s8e13                     // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s7e11: read corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24].future // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s7e11_1: goto s8e15                    // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s8e13: call corpus.extra.sharedrequest.Main$Promise.complete[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s8e13_1: goto exit                     // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
  s8e15: call corpus.extra.sharedrequest.Main$Promise.complete[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main$Service.dispatch(Main.java:47)
}

proc corpus.extra.sharedrequest.Main$Service.lease[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] {
  s3: call corpus.extra.sharedrequest.Main$Promise.<init>[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:39)
  s4: call corpus.extra.sharedrequest.Main$Request.<init>[corpus.extra.sharedrequest.Main$Request@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:39)
  s6: read corpus.extra.sharedrequest.Main$Service@Main.java:21.pending // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:40)
  s7_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].kind.corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] 1 else s7 // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:40)
  s7: skip                               // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:40)
  s7_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].items 1 // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:40)
}

proc corpus.extra.sharedrequest.Main$Service.lease[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] {
  s3: call corpus.extra.sharedrequest.Main$Promise.<init>[corpus.extra.sharedrequest.Main$Promise@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:39)
  s4: call corpus.extra.sharedrequest.Main$Request.<init>[corpus.extra.sharedrequest.Main$Request@Main.java:39^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:39)
  s6: read corpus.extra.sharedrequest.Main$Service@Main.java:21.pending // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:40)
  s7_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].kind.corpus.extra.sharedrequest.Main$Request@Main.java:39[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] 1 else s7 // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:40)
  s7: skip                               // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:40)
  s7_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:36[corpus.extra.sharedrequest.Main$Service@Main.java:21].items 1 // at corpus.extra.sharedrequest.Main$Service.lease(Main.java:40)
}

proc corpus.extra.sharedrequest.Main.lambda$main$0[corpus.extra.sharedrequest.Main.main:23#15^java.lang.Thread@Main.java:23] {
  s1: call corpus.extra.sharedrequest.Main$Service.lease[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:23] // at corpus.extra.sharedrequest.Main.lambda$main$0(Main.java:22)
  s2: call corpus.extra.sharedrequest.Main$Request.await[corpus.extra.sharedrequest.Main$Request@Main.java:39^java.lang.Thread@Main.java:23,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main.lambda$main$0(Main.java:22)
}

proc corpus.extra.sharedrequest.Main.lambda$main$0[corpus.extra.sharedrequest.Main.main:24#16^java.lang.Thread@Main.java:24] {
  s1: call corpus.extra.sharedrequest.Main$Service.lease[corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21^java.lang.Thread@Main.java:24] // at corpus.extra.sharedrequest.Main.lambda$main$0(Main.java:22)
  s2: call corpus.extra.sharedrequest.Main$Request.await[corpus.extra.sharedrequest.Main$Request@Main.java:39^java.lang.Thread@Main.java:24,corpus.extra.sharedrequest.Main.lambda$main$0:22#1,corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main.lambda$main$0(Main.java:22)
}

proc corpus.extra.sharedrequest.Main.lambda$main$1[corpus.extra.sharedrequest.Main.main:25#17] {
  s1: call corpus.extra.sharedrequest.Main$Service.dispatch[corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main.lambda$main$1(Main.java:25)
}

proc corpus.extra.sharedrequest.Main.main {
  s2: call corpus.extra.sharedrequest.Main$Service.<init>[corpus.extra.sharedrequest.Main$Service@Main.java:21] // at corpus.extra.sharedrequest.Main.main(Main.java:21)
  s15: fork corpus.extra.sharedrequest.Main.lambda$main$0[corpus.extra.sharedrequest.Main.main:23#15^java.lang.Thread@Main.java:23] java.lang.Thread@Main.java:23 // at corpus.extra.sharedrequest.Main.main(Main.java:26)
  s16: fork corpus.extra.sharedrequest.Main.lambda$main$0[corpus.extra.sharedrequest.Main.main:24#16^java.lang.Thread@Main.java:24] java.lang.Thread@Main.java:24 // at corpus.extra.sharedrequest.Main.main(Main.java:27)
  s17: fork corpus.extra.sharedrequest.Main.lambda$main$1[corpus.extra.sharedrequest.Main.main:25#17] java.lang.Thread@Main.java:25 // at corpus.extra.sharedrequest.Main.main(Main.java:28)
  s18: join java.lang.Thread@Main.java:23 // at corpus.extra.sharedrequest.Main.main(Main.java:29)
  s19: join java.lang.Thread@Main.java:24 // at corpus.extra.sharedrequest.Main.main(Main.java:30)
  s20: join java.lang.Thread@Main.java:25 // at corpus.extra.sharedrequest.Main.main(Main.java:31)
}
