main entry
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
var corpus.extra.casresult.Main.last { null nonnull } = null
var corpus.extra.casresult.Main.pending { false true } = false
var corpus.extra.casresult.Promise.$init { 0 1 2 } = 0

proc corpus.extra.casresult.Main.<clinit> {
  s2: write corpus.extra.casresult.Main.NEVER // at corpus.extra.casresult.Main.<clinit>(Main.java:22)
  s3: assign corpus.extra.casresult.Main.pending true // at corpus.extra.casresult.Main.<clinit>(Main.java:24)
}

proc corpus.extra.casresult.Main.lambda$main$0 {
  s0: switch corpus.extra.casresult.Main.last null exit nonnull s2e2 // at corpus.extra.casresult.Main.lambda$main$0(Main.java:28)
  s4: assign corpus.extra.casresult.Main.last null // at corpus.extra.casresult.Main.lambda$main$0(Main.java:30)
  s4_1: goto exit                        // at corpus.extra.casresult.Main.lambda$main$0(Main.java:30)
  s2e2: call corpus.extra.casresult.Promise.isDone[corpus.extra.casresult.Promise@Main.java:36]#result:boolean else exit // at corpus.extra.casresult.Main.lambda$main$0(Main.java:29)
  s2e2_1: goto s4                        // at corpus.extra.casresult.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.casresult.Main.lambda$main$1[corpus.extra.casresult.Promise.complete:73#3,corpus.extra.casresult.Promise@Main.java:36] {
  s1: call corpus.extra.casresult.Promise.waitIfPending[corpus.extra.casresult.Promise@Main.java:36] // at corpus.extra.casresult.Main.lambda$main$1(Main.java:39)
}

proc corpus.extra.casresult.Main.main {
  s5: fork corpus.extra.casresult.Main.lambda$main$0 java.lang.Thread@Main.java:27 // at corpus.extra.casresult.Main.main(Main.java:33)
  s6: switch corpus.extra.casresult.Main.pending false s18 true s8 // at corpus.extra.casresult.Main.main(Main.java:34)
  s8: assign corpus.extra.casresult.Main.pending false // at corpus.extra.casresult.Main.main(Main.java:35)
  s9: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Main.main(Main.java:36)
  s9_1: goto s10e3                       // at corpus.extra.casresult.Main.main(Main.java:36)
  s18: join java.lang.Thread@Main.java:27 // at corpus.extra.casresult.Main.main(Main.java:42)
  s18_1: goto exit                       // at corpus.extra.casresult.Main.main(Main.java:42)
  s10e3: call corpus.extra.casresult.Promise.<init>[corpus.extra.casresult.Promise@Main.java:36] // at corpus.extra.casresult.Main.main(Main.java:36)
  s12e3: assign corpus.extra.casresult.Main.last nonnull // at corpus.extra.casresult.Main.main(Main.java:37)
  s13e3: call corpus.extra.casresult.Promise.setUncancellable[corpus.extra.casresult.Promise@Main.java:36] // at corpus.extra.casresult.Main.main(Main.java:38)
  s15e3: call corpus.extra.casresult.Promise.setListener[corpus.extra.casresult.Promise@Main.java:36] // at corpus.extra.casresult.Main.main(Main.java:39)
  s16e3: call corpus.extra.casresult.Promise.complete[corpus.extra.casresult.Promise@Main.java:36] // at corpus.extra.casresult.Main.main(Main.java:40)
  s16e3_1: goto s6                       // at corpus.extra.casresult.Main.main(Main.java:40)
}

proc corpus.extra.casresult.Promise.$initialise {
  check: switch corpus.extra.casresult.Promise.$init 0 take 1 take 2 used // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
  take: acquire corpus.extra.casresult.Promise.<clinit> // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
  test: switch corpus.extra.casresult.Promise.$init 0 start 1 done 2 done // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
  start: assign corpus.extra.casresult.Promise.$init 1 // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
  run: call corpus.extra.casresult.Promise.<clinit> // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
  finish: assign corpus.extra.casresult.Promise.$init 2 // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
  done: release corpus.extra.casresult.Promise.<clinit> // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
  used: skip                             // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
}

proc corpus.extra.casresult.Promise.<clinit> {
  s2: write corpus.extra.casresult.Promise.SUCCESS // at corpus.extra.casresult.Promise.<clinit>(Main.java:47)
  s5: write corpus.extra.casresult.Promise.UNCANCELLABLE // at corpus.extra.casresult.Promise.<clinit>(Main.java:48)
  s7: write corpus.extra.casresult.Promise.RESULT // at corpus.extra.casresult.Promise.<clinit>(Main.java:50)
}

proc corpus.extra.casresult.Promise.<init>[corpus.extra.casresult.Promise@Main.java:36] {
}

proc corpus.extra.casresult.Promise.complete[corpus.extra.casresult.Promise@Main.java:36] {
  s1: read corpus.extra.casresult.Promise@Main.java:36.listener // at corpus.extra.casresult.Promise.complete(Main.java:71)
  s2: jump s3e1 s4                       // at corpus.extra.casresult.Promise.complete(Main.java:72)
  s4: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.complete(Main.java:75)
  s4_1: read corpus.extra.casresult.Promise.RESULT // at corpus.extra.casresult.Promise.complete(Main.java:75)
  s5: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.complete(Main.java:75)
  s5_1: read corpus.extra.casresult.Promise.SUCCESS // at corpus.extra.casresult.Promise.complete(Main.java:75)
  s7: jump exit s9                       // at corpus.extra.casresult.Promise.complete(Main.java:75)
  s9: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.complete(Main.java:78)
  s9_1: read corpus.extra.casresult.Promise.RESULT // at corpus.extra.casresult.Promise.complete(Main.java:78)
  s10: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.complete(Main.java:78)
  s10_1: read corpus.extra.casresult.Promise.UNCANCELLABLE // at corpus.extra.casresult.Promise.complete(Main.java:78)
  s11: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.complete(Main.java:78)
  s11_1: read corpus.extra.casresult.Promise.SUCCESS // at corpus.extra.casresult.Promise.complete(Main.java:78)
  s11_2: goto exit                       // at corpus.extra.casresult.Promise.complete(Main.java:78)
  s3e1: call corpus.extra.casresult.Main.lambda$main$1[corpus.extra.casresult.Promise.complete:73#3,corpus.extra.casresult.Promise@Main.java:36] // at corpus.extra.casresult.Promise.complete(Main.java:73)
  s3e1_1: goto s4                        // at corpus.extra.casresult.Promise.complete(Main.java:73)
}

proc corpus.extra.casresult.Promise.isDone0[corpus.extra.casresult.Promise.isDone:67#2,corpus.extra.casresult.Promise@Main.java:36] {
  s1: jump s2e1 exit                     // at corpus.extra.casresult.Promise.isDone0(Main.java:63)
  s2e1: read corpus.extra.casresult.Promise.UNCANCELLABLE // at corpus.extra.casresult.Promise.isDone0(Main.java:63)
}

proc corpus.extra.casresult.Promise.isDone0[corpus.extra.casresult.Promise.isDone:67#2,corpus.extra.casresult.Promise@Main.java:36]#result:boolean {
  s1: jump s2e1 raise                    // at corpus.extra.casresult.Promise.isDone0(Main.java:63)
  s2e1: read corpus.extra.casresult.Promise.UNCANCELLABLE // at corpus.extra.casresult.Promise.isDone0(Main.java:63)
  s3e1: jump exit raise                  // at corpus.extra.casresult.Promise.isDone0(Main.java:63)
  raise: raise                           // at corpus.extra.casresult.Promise.isDone0(Main.java:63)
}

proc corpus.extra.casresult.Promise.isDone[corpus.extra.casresult.Promise@Main.java:36] {
  s1: read corpus.extra.casresult.Promise@Main.java:36.result // at corpus.extra.casresult.Promise.isDone(Main.java:67)
  s2: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.isDone(Main.java:67)
  s2_1: call corpus.extra.casresult.Promise.isDone0[corpus.extra.casresult.Promise.isDone:67#2,corpus.extra.casresult.Promise@Main.java:36] // at corpus.extra.casresult.Promise.isDone(Main.java:67)
}

proc corpus.extra.casresult.Promise.isDone[corpus.extra.casresult.Promise@Main.java:36]#result:boolean {
  s1: read corpus.extra.casresult.Promise@Main.java:36.result // at corpus.extra.casresult.Promise.isDone(Main.java:67)
  s2: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.isDone(Main.java:67)
  s2_1: call corpus.extra.casresult.Promise.isDone0[corpus.extra.casresult.Promise.isDone:67#2,corpus.extra.casresult.Promise@Main.java:36]#result:boolean else raise // at corpus.extra.casresult.Promise.isDone(Main.java:67)
  s2_2: goto exit                        // at corpus.extra.casresult.Promise.isDone(Main.java:67)
  raise: raise                           // at corpus.extra.casresult.Promise.isDone(Main.java:67)
}

proc corpus.extra.casresult.Promise.setListener[corpus.extra.casresult.Promise@Main.java:36] {
  s2: write corpus.extra.casresult.Promise@Main.java:36.listener // at corpus.extra.casresult.Promise.setListener(Main.java:55)
}

proc corpus.extra.casresult.Promise.setUncancellable[corpus.extra.casresult.Promise@Main.java:36] {
  s1: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.setUncancellable(Main.java:59)
  s1_1: read corpus.extra.casresult.Promise.RESULT // at corpus.extra.casresult.Promise.setUncancellable(Main.java:59)
  s2: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.setUncancellable(Main.java:59)
  s2_1: read corpus.extra.casresult.Promise.UNCANCELLABLE // at corpus.extra.casresult.Promise.setUncancellable(Main.java:59)
}

proc corpus.extra.casresult.Promise.waitIfPending[corpus.extra.casresult.Promise@Main.java:36] {
  s1: read corpus.extra.casresult.Promise@Main.java:36.result // at corpus.extra.casresult.Promise.waitIfPending(Main.java:82)
  s2: call corpus.extra.casresult.Promise.$initialise // at corpus.extra.casresult.Promise.waitIfPending(Main.java:83)
  s2_1: call corpus.extra.casresult.Promise.isDone0[corpus.extra.casresult.Promise.isDone:67#2,corpus.extra.casresult.Promise@Main.java:36]#result:boolean else s4 // at corpus.extra.casresult.Promise.waitIfPending(Main.java:83)
  s2_2: goto exit                        // at corpus.extra.casresult.Promise.waitIfPending(Main.java:83)
  s4: read corpus.extra.casresult.Main.NEVER // at corpus.extra.casresult.Promise.waitIfPending(Main.java:85)
  s5: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.casresult.Promise.waitIfPending(Main.java:85)
}

proc entry {
  init0: call corpus.extra.casresult.Main.<clinit> // at corpus.extra.casresult.Main.main(Main.java:27)
  main: call corpus.extra.casresult.Main.main // at corpus.extra.casresult.Main.main(Main.java:27)
}
