main entry
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
var corpus.extra.capturedresult.fixed.Main.last { null nonnull } = null
var corpus.extra.capturedresult.fixed.Main.pending { false true } = false
var corpus.extra.capturedresult.fixed.Promise.$init { 0 1 2 } = 0

proc corpus.extra.capturedresult.fixed.Main.<clinit> {
  s2: write corpus.extra.capturedresult.fixed.Main.NEVER // at corpus.extra.capturedresult.fixed.Main.<clinit>(Main.java:22)
  s3: assign corpus.extra.capturedresult.fixed.Main.pending true // at corpus.extra.capturedresult.fixed.Main.<clinit>(Main.java:24)
}

proc corpus.extra.capturedresult.fixed.Main.lambda$main$0 {
  s0: switch corpus.extra.capturedresult.fixed.Main.last null exit nonnull s2e2 // at corpus.extra.capturedresult.fixed.Main.lambda$main$0(Main.java:28)
  s4: assign corpus.extra.capturedresult.fixed.Main.last null // at corpus.extra.capturedresult.fixed.Main.lambda$main$0(Main.java:30)
  s4_1: goto exit                        // at corpus.extra.capturedresult.fixed.Main.lambda$main$0(Main.java:30)
  s2e2: call corpus.extra.capturedresult.fixed.Promise.isDone[corpus.extra.capturedresult.fixed.Promise@Main.java:36]#result:boolean else exit // at corpus.extra.capturedresult.fixed.Main.lambda$main$0(Main.java:29)
  s2e2_1: goto s4                        // at corpus.extra.capturedresult.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.capturedresult.fixed.Main.lambda$main$1[corpus.extra.capturedresult.fixed.Promise.notifyNow:96#3,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: call corpus.extra.capturedresult.fixed.Promise.waitIfPending[corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Main.lambda$main$1(Main.java:39)
}

proc corpus.extra.capturedresult.fixed.Main.main {
  s5: fork corpus.extra.capturedresult.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:27 // at corpus.extra.capturedresult.fixed.Main.main(Main.java:33)
  s6: switch corpus.extra.capturedresult.fixed.Main.pending false s18 true s8 // at corpus.extra.capturedresult.fixed.Main.main(Main.java:34)
  s8: assign corpus.extra.capturedresult.fixed.Main.pending false // at corpus.extra.capturedresult.fixed.Main.main(Main.java:35)
  s9: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Main.main(Main.java:36)
  s9_1: goto s10e3                       // at corpus.extra.capturedresult.fixed.Main.main(Main.java:36)
  s18: join java.lang.Thread@Main.java:27 // at corpus.extra.capturedresult.fixed.Main.main(Main.java:42)
  s18_1: goto exit                       // at corpus.extra.capturedresult.fixed.Main.main(Main.java:42)
  s10e3: call corpus.extra.capturedresult.fixed.Promise.<init>[corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Main.main(Main.java:36)
  s12e3: assign corpus.extra.capturedresult.fixed.Main.last nonnull // at corpus.extra.capturedresult.fixed.Main.main(Main.java:37)
  s13e3: call corpus.extra.capturedresult.fixed.Promise.setUncancellable[corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Main.main(Main.java:38)
  s15e3: call corpus.extra.capturedresult.fixed.Promise.addListener[corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Main.main(Main.java:39)
  s16e3: call corpus.extra.capturedresult.fixed.Promise.complete[corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Main.main(Main.java:40)
  s16e3_1: goto s6                       // at corpus.extra.capturedresult.fixed.Main.main(Main.java:40)
}

proc corpus.extra.capturedresult.fixed.Promise$1.<init>[corpus.extra.capturedresult.fixed.Promise$1@Main.java:81,corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s3: write corpus.extra.capturedresult.fixed.Promise$1@Main.java:81[corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36].this$0 // at corpus.extra.capturedresult.fixed.Promise$1.<init>(Main.java:81)
}

proc corpus.extra.capturedresult.fixed.Promise$1.<init>[corpus.extra.capturedresult.fixed.Promise$1@Main.java:81,corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s3: write corpus.extra.capturedresult.fixed.Promise$1@Main.java:81[corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36].this$0 // at corpus.extra.capturedresult.fixed.Promise$1.<init>(Main.java:81)
}

proc corpus.extra.capturedresult.fixed.Promise$1.run[corpus.extra.capturedresult.fixed.Promise$1@Main.java:81,corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: read corpus.extra.capturedresult.fixed.Promise$1@Main.java:81[corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36].this$0 // at corpus.extra.capturedresult.fixed.Promise$1.run(Main.java:84)
  s2: call corpus.extra.capturedresult.fixed.Promise.notifyNow[corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise$1.run(Main.java:84)
}

proc corpus.extra.capturedresult.fixed.Promise$1.run[corpus.extra.capturedresult.fixed.Promise$1@Main.java:81,corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: read corpus.extra.capturedresult.fixed.Promise$1@Main.java:81[corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36].this$0 // at corpus.extra.capturedresult.fixed.Promise$1.run(Main.java:84)
  s2: call corpus.extra.capturedresult.fixed.Promise.notifyNow[corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise$1.run(Main.java:84)
}

proc corpus.extra.capturedresult.fixed.Promise.$initialise {
  check: switch corpus.extra.capturedresult.fixed.Promise.$init 0 take 1 take 2 used // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
  take: acquire corpus.extra.capturedresult.fixed.Promise.<clinit> // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
  test: switch corpus.extra.capturedresult.fixed.Promise.$init 0 start 1 done 2 done // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
  start: assign corpus.extra.capturedresult.fixed.Promise.$init 1 // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
  run: call corpus.extra.capturedresult.fixed.Promise.<clinit> // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
  finish: assign corpus.extra.capturedresult.fixed.Promise.$init 2 // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
  done: release corpus.extra.capturedresult.fixed.Promise.<clinit> // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
  used: skip                             // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
}

proc corpus.extra.capturedresult.fixed.Promise.<clinit> {
  s2: write corpus.extra.capturedresult.fixed.Promise.SUCCESS // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:47)
  s5: write corpus.extra.capturedresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:48)
  s7: write corpus.extra.capturedresult.fixed.Promise.RESULT // at corpus.extra.capturedresult.fixed.Promise.<clinit>(Main.java:50)
}

proc corpus.extra.capturedresult.fixed.Promise.<init>[corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
}

proc corpus.extra.capturedresult.fixed.Promise.addListener[corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s2: write corpus.extra.capturedresult.fixed.Promise@Main.java:36.listener // at corpus.extra.capturedresult.fixed.Promise.addListener(Main.java:55)
  s3: call corpus.extra.capturedresult.fixed.Promise.isDone[corpus.extra.capturedresult.fixed.Promise@Main.java:36]#result:boolean else exit // at corpus.extra.capturedresult.fixed.Promise.addListener(Main.java:56)
  s5: call corpus.extra.capturedresult.fixed.Promise.notifyListener[corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.addListener(Main.java:57)
}

proc corpus.extra.capturedresult.fixed.Promise.complete[corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s1_1: read corpus.extra.capturedresult.fixed.Promise.RESULT // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s2: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s2_1: read corpus.extra.capturedresult.fixed.Promise.SUCCESS // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s4: jump s5 s10                        // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s5: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s5_1: read corpus.extra.capturedresult.fixed.Promise.RESULT // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s6: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s6_1: read corpus.extra.capturedresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s6_2: goto s7e4                        // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s9: jump s10 exit                      // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:75)
  s10: call corpus.extra.capturedresult.fixed.Promise.notifyListener[corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:76)
  s10_1: goto exit                       // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:76)
  s7e4: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s7e4_1: read corpus.extra.capturedresult.fixed.Promise.SUCCESS // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
  s7e4_2: goto s9                        // at corpus.extra.capturedresult.fixed.Promise.complete(Main.java:74)
}

proc corpus.extra.capturedresult.fixed.Promise.execute[corpus.extra.capturedresult.fixed.Promise.notifyListener:81#3,corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: call corpus.extra.capturedresult.fixed.Promise$1.run[corpus.extra.capturedresult.fixed.Promise$1@Main.java:81,corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.execute(Main.java:90)
}

proc corpus.extra.capturedresult.fixed.Promise.execute[corpus.extra.capturedresult.fixed.Promise.notifyListener:81#3,corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: call corpus.extra.capturedresult.fixed.Promise$1.run[corpus.extra.capturedresult.fixed.Promise$1@Main.java:81,corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.execute(Main.java:90)
}

proc corpus.extra.capturedresult.fixed.Promise.isDone0[corpus.extra.capturedresult.fixed.Promise.isDone:70#2,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: jump s2e1 exit                     // at corpus.extra.capturedresult.fixed.Promise.isDone0(Main.java:66)
  s2e1: read corpus.extra.capturedresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.fixed.Promise.isDone0(Main.java:66)
}

proc corpus.extra.capturedresult.fixed.Promise.isDone0[corpus.extra.capturedresult.fixed.Promise.isDone:70#2,corpus.extra.capturedresult.fixed.Promise@Main.java:36]#result:boolean {
  s1: jump s2e1 raise                    // at corpus.extra.capturedresult.fixed.Promise.isDone0(Main.java:66)
  s2e1: read corpus.extra.capturedresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.fixed.Promise.isDone0(Main.java:66)
  s3e1: jump exit raise                  // at corpus.extra.capturedresult.fixed.Promise.isDone0(Main.java:66)
  raise: raise                           // at corpus.extra.capturedresult.fixed.Promise.isDone0(Main.java:66)
}

proc corpus.extra.capturedresult.fixed.Promise.isDone0[corpus.extra.capturedresult.fixed.Promise.waitIfPending:102#2,corpus.extra.capturedresult.fixed.Promise@Main.java:36]#result:boolean,p0=nonnull!corpus.extra.capturedresult.fixed.Promise.UNCANCELLABLE {
  s2e1: read corpus.extra.capturedresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.fixed.Promise.isDone0(Main.java:66)
}

proc corpus.extra.capturedresult.fixed.Promise.isDone[corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: read corpus.extra.capturedresult.fixed.Promise@Main.java:36.result // at corpus.extra.capturedresult.fixed.Promise.isDone(Main.java:70)
  s2: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.isDone(Main.java:70)
  s2_1: call corpus.extra.capturedresult.fixed.Promise.isDone0[corpus.extra.capturedresult.fixed.Promise.isDone:70#2,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.isDone(Main.java:70)
}

proc corpus.extra.capturedresult.fixed.Promise.isDone[corpus.extra.capturedresult.fixed.Promise@Main.java:36]#result:boolean {
  s1: read corpus.extra.capturedresult.fixed.Promise@Main.java:36.result // at corpus.extra.capturedresult.fixed.Promise.isDone(Main.java:70)
  s2: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.isDone(Main.java:70)
  s2_1: call corpus.extra.capturedresult.fixed.Promise.isDone0[corpus.extra.capturedresult.fixed.Promise.isDone:70#2,corpus.extra.capturedresult.fixed.Promise@Main.java:36]#result:boolean else raise // at corpus.extra.capturedresult.fixed.Promise.isDone(Main.java:70)
  s2_2: goto exit                        // at corpus.extra.capturedresult.fixed.Promise.isDone(Main.java:70)
  raise: raise                           // at corpus.extra.capturedresult.fixed.Promise.isDone(Main.java:70)
}

proc corpus.extra.capturedresult.fixed.Promise.notifyListener[corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s2: call corpus.extra.capturedresult.fixed.Promise$1.<init>[corpus.extra.capturedresult.fixed.Promise$1@Main.java:81,corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.notifyListener(Main.java:81)
  s3: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.notifyListener(Main.java:81)
  s3_1: call corpus.extra.capturedresult.fixed.Promise.execute[corpus.extra.capturedresult.fixed.Promise.notifyListener:81#3,corpus.extra.capturedresult.fixed.Promise.addListener:57#5,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.notifyListener(Main.java:81)
}

proc corpus.extra.capturedresult.fixed.Promise.notifyListener[corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s2: call corpus.extra.capturedresult.fixed.Promise$1.<init>[corpus.extra.capturedresult.fixed.Promise$1@Main.java:81,corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.notifyListener(Main.java:81)
  s3: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.notifyListener(Main.java:81)
  s3_1: call corpus.extra.capturedresult.fixed.Promise.execute[corpus.extra.capturedresult.fixed.Promise.notifyListener:81#3,corpus.extra.capturedresult.fixed.Promise.complete:76#10,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.notifyListener(Main.java:81)
}

proc corpus.extra.capturedresult.fixed.Promise.notifyNow[corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: read corpus.extra.capturedresult.fixed.Promise@Main.java:36.listener // at corpus.extra.capturedresult.fixed.Promise.notifyNow(Main.java:94)
  s2: jump s3e1 exit                     // at corpus.extra.capturedresult.fixed.Promise.notifyNow(Main.java:95)
  s3e1: call corpus.extra.capturedresult.fixed.Main.lambda$main$1[corpus.extra.capturedresult.fixed.Promise.notifyNow:96#3,corpus.extra.capturedresult.fixed.Promise@Main.java:36] // at corpus.extra.capturedresult.fixed.Promise.notifyNow(Main.java:96)
}

proc corpus.extra.capturedresult.fixed.Promise.setUncancellable[corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.setUncancellable(Main.java:62)
  s1_1: read corpus.extra.capturedresult.fixed.Promise.RESULT // at corpus.extra.capturedresult.fixed.Promise.setUncancellable(Main.java:62)
  s2: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.setUncancellable(Main.java:62)
  s2_1: read corpus.extra.capturedresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.capturedresult.fixed.Promise.setUncancellable(Main.java:62)
}

proc corpus.extra.capturedresult.fixed.Promise.waitIfPending[corpus.extra.capturedresult.fixed.Promise@Main.java:36] {
  s1: read corpus.extra.capturedresult.fixed.Promise@Main.java:36.result // at corpus.extra.capturedresult.fixed.Promise.waitIfPending(Main.java:101)
  s1_1: goto s2e1                        // at corpus.extra.capturedresult.fixed.Promise.waitIfPending(Main.java:101)
  s4: read corpus.extra.capturedresult.fixed.Main.NEVER // at corpus.extra.capturedresult.fixed.Promise.waitIfPending(Main.java:104)
  s5: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.capturedresult.fixed.Promise.waitIfPending(Main.java:104)
  s5_1: goto exit                        // at corpus.extra.capturedresult.fixed.Promise.waitIfPending(Main.java:104)
  s2e1: call corpus.extra.capturedresult.fixed.Promise.$initialise // at corpus.extra.capturedresult.fixed.Promise.waitIfPending(Main.java:102)
  s2e1_1: call corpus.extra.capturedresult.fixed.Promise.isDone0[corpus.extra.capturedresult.fixed.Promise.waitIfPending:102#2,corpus.extra.capturedresult.fixed.Promise@Main.java:36]#result:boolean,p0=nonnull!corpus.extra.capturedresult.fixed.Promise.UNCANCELLABLE else s4 // at corpus.extra.capturedresult.fixed.Promise.waitIfPending(Main.java:102)
}

proc entry {
  init0: call corpus.extra.capturedresult.fixed.Main.<clinit> // at corpus.extra.capturedresult.fixed.Main.main(Main.java:27)
  main: call corpus.extra.capturedresult.fixed.Main.main // at corpus.extra.capturedresult.fixed.Main.main(Main.java:27)
}
