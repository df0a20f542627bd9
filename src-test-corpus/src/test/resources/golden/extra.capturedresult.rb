main entry
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 1 init 1
var corpus.extra.capturedresult.Main.last { null nonnull } = null
var corpus.extra.capturedresult.Main.pending { false true } = false
var corpus.extra.capturedresult.Promise.$init { 0 1 2 } = 0

proc corpus.extra.capturedresult.Main.<clinit> {
  s2: write corpus.extra.capturedresult.Main.NEVER // at corpus.extra.capturedresult.Main.<clinit>(Main.java:24)
  s3: assign corpus.extra.capturedresult.Main.pending true // at corpus.extra.capturedresult.Main.<clinit>(Main.java:26)
}

proc corpus.extra.capturedresult.Main.lambda$main$0 {
  s0: switch corpus.extra.capturedresult.Main.last null exit nonnull s2e2 // at corpus.extra.capturedresult.Main.lambda$main$0(Main.java:30)
  s4: assign corpus.extra.capturedresult.Main.last null // at corpus.extra.capturedresult.Main.lambda$main$0(Main.java:32)
  s4_1: goto exit                        // at corpus.extra.capturedresult.Main.lambda$main$0(Main.java:32)
  s2e2: call corpus.extra.capturedresult.Promise.isDone[corpus.extra.capturedresult.Promise@Main.java:38]#result:boolean else exit // at corpus.extra.capturedresult.Main.lambda$main$0(Main.java:31)
  s2e2_1: goto s4                        // at corpus.extra.capturedresult.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.capturedresult.Main.lambda$main$1[corpus.extra.capturedresult.Promise.notifyNow:98#3,corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: call corpus.extra.capturedresult.Promise.waitIfPending[corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Main.lambda$main$1(Main.java:41)
}

proc corpus.extra.capturedresult.Main.main {
  s5: fork corpus.extra.capturedresult.Main.lambda$main$0 java.lang.Thread@Main.java:29 // at corpus.extra.capturedresult.Main.main(Main.java:35)
  s6: switch corpus.extra.capturedresult.Main.pending false s18 true s8 // at corpus.extra.capturedresult.Main.main(Main.java:36)
  s8: assign corpus.extra.capturedresult.Main.pending false // at corpus.extra.capturedresult.Main.main(Main.java:37)
  s9: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Main.main(Main.java:38)
  s9_1: goto s10e3                       // at corpus.extra.capturedresult.Main.main(Main.java:38)
  s18: join java.lang.Thread@Main.java:29 // at corpus.extra.capturedresult.Main.main(Main.java:44)
  s18_1: goto exit                       // at corpus.extra.capturedresult.Main.main(Main.java:44)
  s10e3: call corpus.extra.capturedresult.Promise.<init>[corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Main.main(Main.java:38)
  s12e3: assign corpus.extra.capturedresult.Main.last nonnull // at corpus.extra.capturedresult.Main.main(Main.java:39)
  s13e3: call corpus.extra.capturedresult.Promise.setUncancellable[corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Main.main(Main.java:40)
  s15e3: call corpus.extra.capturedresult.Promise.addListener[corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Main.main(Main.java:41)
  s16e3: call corpus.extra.capturedresult.Promise.complete[corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Main.main(Main.java:42)
  s16e3_1: goto s6                       // at corpus.extra.capturedresult.Main.main(Main.java:42)
}

proc corpus.extra.capturedresult.Promise$1.<init>[corpus.extra.capturedresult.Promise$1@Main.java:83,corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38] {
  s3: write corpus.extra.capturedresult.Promise$1@Main.java:83[corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38].this$0 // at corpus.extra.capturedresult.Promise$1.<init>(Main.java:83)
}

proc corpus.extra.capturedresult.Promise$1.<init>[corpus.extra.capturedresult.Promise$1@Main.java:83,corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38] {
  s3: write corpus.extra.capturedresult.Promise$1@Main.java:83[corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38].this$0 // at corpus.extra.capturedresult.Promise$1.<init>(Main.java:83)
}

proc corpus.extra.capturedresult.Promise$1.run[corpus.extra.capturedresult.Promise$1@Main.java:83,corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: read corpus.extra.capturedresult.Promise$1@Main.java:83[corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38].this$0 // at corpus.extra.capturedresult.Promise$1.run(Main.java:86)
  s2: call corpus.extra.capturedresult.Promise.notifyNow[corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise$1.run(Main.java:86)
}

proc corpus.extra.capturedresult.Promise$1.run[corpus.extra.capturedresult.Promise$1@Main.java:83,corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: read corpus.extra.capturedresult.Promise$1@Main.java:83[corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38].this$0 // at corpus.extra.capturedresult.Promise$1.run(Main.java:86)
  s2: call corpus.extra.capturedresult.Promise.notifyNow[corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise$1.run(Main.java:86)
}

proc corpus.extra.capturedresult.Promise.$initialise {
  check: switch corpus.extra.capturedresult.Promise.$init 0 take 1 take 2 used // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
  take: acquire corpus.extra.capturedresult.Promise.<clinit> // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
  test: switch corpus.extra.capturedresult.Promise.$init 0 start 1 done 2 done // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
  start: assign corpus.extra.capturedresult.Promise.$init 1 // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
  run: call corpus.extra.capturedresult.Promise.<clinit> // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
  finish: assign corpus.extra.capturedresult.Promise.$init 2 // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
  done: release corpus.extra.capturedresult.Promise.<clinit> // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
  used: skip                             // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
}

proc corpus.extra.capturedresult.Promise.<clinit> {
  s2: write corpus.extra.capturedresult.Promise.SUCCESS // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:49)
  s5: write corpus.extra.capturedresult.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:50)
  s7: write corpus.extra.capturedresult.Promise.RESULT // at corpus.extra.capturedresult.Promise.<clinit>(Main.java:52)
}

proc corpus.extra.capturedresult.Promise.<init>[corpus.extra.capturedresult.Promise@Main.java:38] {
}

proc corpus.extra.capturedresult.Promise.addListener[corpus.extra.capturedresult.Promise@Main.java:38] {
  s2: write corpus.extra.capturedresult.Promise@Main.java:38.listener // at corpus.extra.capturedresult.Promise.addListener(Main.java:57)
  s3: read corpus.extra.capturedresult.Promise@Main.java:38.result // at corpus.extra.capturedresult.Promise.addListener(Main.java:58)
  s4: jump s5 exit                       // at corpus.extra.capturedresult.Promise.addListener(Main.java:58)
  s5: call corpus.extra.capturedresult.Promise.notifyListener[corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.addListener(Main.java:59)
}

proc corpus.extra.capturedresult.Promise.complete[corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s1_1: read corpus.extra.capturedresult.Promise.RESULT // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s2: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s2_1: read corpus.extra.capturedresult.Promise.SUCCESS // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s4: jump s5 s10                        // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s5: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s5_1: read corpus.extra.capturedresult.Promise.RESULT // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s6: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s6_1: read corpus.extra.capturedresult.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s6_2: goto s7e4                        // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s9: jump s10 exit                      // at corpus.extra.capturedresult.Promise.complete(Main.java:77)
  s10: call corpus.extra.capturedresult.Promise.notifyListener[corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.complete(Main.java:78)
  s10_1: goto exit                       // at corpus.extra.capturedresult.Promise.complete(Main.java:78)
  s7e4: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s7e4_1: read corpus.extra.capturedresult.Promise.SUCCESS // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
  s7e4_2: goto s9                        // at corpus.extra.capturedresult.Promise.complete(Main.java:76)
}

proc corpus.extra.capturedresult.Promise.execute[corpus.extra.capturedresult.Promise.notifyListener:83#3,corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: call corpus.extra.capturedresult.Promise$1.run[corpus.extra.capturedresult.Promise$1@Main.java:83,corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.execute(Main.java:92)
}

proc corpus.extra.capturedresult.Promise.execute[corpus.extra.capturedresult.Promise.notifyListener:83#3,corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: call corpus.extra.capturedresult.Promise$1.run[corpus.extra.capturedresult.Promise$1@Main.java:83,corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.execute(Main.java:92)
}

proc corpus.extra.capturedresult.Promise.isDone0[corpus.extra.capturedresult.Promise.isDone:72#2,corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: jump s2e1 exit                     // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
  s2e1: read corpus.extra.capturedresult.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
}

proc corpus.extra.capturedresult.Promise.isDone0[corpus.extra.capturedresult.Promise.isDone:72#2,corpus.extra.capturedresult.Promise@Main.java:38]#result:boolean {
  s1: jump s2e1 raise                    // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
  s2e1: read corpus.extra.capturedresult.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
  s3e1: jump exit raise                  // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
  raise: raise                           // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
}

proc corpus.extra.capturedresult.Promise.isDone0[corpus.extra.capturedresult.Promise.waitIfPending:104#2,corpus.extra.capturedresult.Promise@Main.java:38]#result:boolean,p0=nonnull {
  s2e1: read corpus.extra.capturedresult.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
  s3e1: jump exit raise                  // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
  raise: raise                           // at corpus.extra.capturedresult.Promise.isDone0(Main.java:68)
}

proc corpus.extra.capturedresult.Promise.isDone[corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: read corpus.extra.capturedresult.Promise@Main.java:38.result // at corpus.extra.capturedresult.Promise.isDone(Main.java:72)
  s2: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.isDone(Main.java:72)
  s2_1: call corpus.extra.capturedresult.Promise.isDone0[corpus.extra.capturedresult.Promise.isDone:72#2,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.isDone(Main.java:72)
}

proc corpus.extra.capturedresult.Promise.isDone[corpus.extra.capturedresult.Promise@Main.java:38]#result:boolean {
  s1: read corpus.extra.capturedresult.Promise@Main.java:38.result // at corpus.extra.capturedresult.Promise.isDone(Main.java:72)
  s2: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.isDone(Main.java:72)
  s2_1: call corpus.extra.capturedresult.Promise.isDone0[corpus.extra.capturedresult.Promise.isDone:72#2,corpus.extra.capturedresult.Promise@Main.java:38]#result:boolean else raise // at corpus.extra.capturedresult.Promise.isDone(Main.java:72)
  s2_2: goto exit                        // at corpus.extra.capturedresult.Promise.isDone(Main.java:72)
  raise: raise                           // at corpus.extra.capturedresult.Promise.isDone(Main.java:72)
}

proc corpus.extra.capturedresult.Promise.notifyListener[corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38] {
  s2: call corpus.extra.capturedresult.Promise$1.<init>[corpus.extra.capturedresult.Promise$1@Main.java:83,corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.notifyListener(Main.java:83)
  s3: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.notifyListener(Main.java:83)
  s3_1: call corpus.extra.capturedresult.Promise.execute[corpus.extra.capturedresult.Promise.notifyListener:83#3,corpus.extra.capturedresult.Promise.addListener:59#5,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.notifyListener(Main.java:83)
}

proc corpus.extra.capturedresult.Promise.notifyListener[corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38] {
  s2: call corpus.extra.capturedresult.Promise$1.<init>[corpus.extra.capturedresult.Promise$1@Main.java:83,corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.notifyListener(Main.java:83)
  s3: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.notifyListener(Main.java:83)
  s3_1: call corpus.extra.capturedresult.Promise.execute[corpus.extra.capturedresult.Promise.notifyListener:83#3,corpus.extra.capturedresult.Promise.complete:78#10,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.notifyListener(Main.java:83)
}

proc corpus.extra.capturedresult.Promise.notifyNow[corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: read corpus.extra.capturedresult.Promise@Main.java:38.listener // at corpus.extra.capturedresult.Promise.notifyNow(Main.java:96)
  s2: jump s3e1 exit                     // at corpus.extra.capturedresult.Promise.notifyNow(Main.java:97)
  s3e1: call corpus.extra.capturedresult.Main.lambda$main$1[corpus.extra.capturedresult.Promise.notifyNow:98#3,corpus.extra.capturedresult.Promise@Main.java:38] // at corpus.extra.capturedresult.Promise.notifyNow(Main.java:98)
}

proc corpus.extra.capturedresult.Promise.setUncancellable[corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.setUncancellable(Main.java:64)
  s1_1: read corpus.extra.capturedresult.Promise.RESULT // at corpus.extra.capturedresult.Promise.setUncancellable(Main.java:64)
  s2: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.setUncancellable(Main.java:64)
  s2_1: read corpus.extra.capturedresult.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.Promise.setUncancellable(Main.java:64)
}

proc corpus.extra.capturedresult.Promise.waitIfPending[corpus.extra.capturedresult.Promise@Main.java:38] {
  s1: read corpus.extra.capturedresult.Promise@Main.java:38.result // at corpus.extra.capturedresult.Promise.waitIfPending(Main.java:103)
  s1_1: goto s2e1                        // at corpus.extra.capturedresult.Promise.waitIfPending(Main.java:103)
  s4: read corpus.extra.capturedresult.Main.NEVER // at corpus.extra.capturedresult.Promise.waitIfPending(Main.java:106)
  s5: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 // at corpus.extra.capturedresult.Promise.waitIfPending(Main.java:106)
  s5_1: goto exit                        // at corpus.extra.capturedresult.Promise.waitIfPending(Main.java:106)
  s2e1: call corpus.extra.capturedresult.Promise.$initialise // at corpus.extra.capturedresult.Promise.waitIfPending(Main.java:104)
  s2e1_1: call corpus.extra.capturedresult.Promise.isDone0[corpus.extra.capturedresult.Promise.waitIfPending:104#2,corpus.extra.capturedresult.Promise@Main.java:38]#result:boolean,p0=nonnull else s4 // at corpus.extra.capturedresult.Promise.waitIfPending(Main.java:104)
}

proc entry {
  init0: call corpus.extra.capturedresult.Main.<clinit> // at corpus.extra.capturedresult.Main.main(Main.java:29)
  main: call corpus.extra.capturedresult.Main.main // at corpus.extra.capturedresult.Main.main(Main.java:29)
}
