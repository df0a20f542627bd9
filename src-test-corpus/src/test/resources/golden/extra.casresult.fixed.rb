main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1
var corpus.extra.casresult.fixed.Main.last { null nonnull } = null
var corpus.extra.casresult.fixed.Main.pending { false true } = false
var corpus.extra.casresult.fixed.Promise.$init { 0 1 2 } = 0

proc corpus.extra.casresult.fixed.Main.<clinit> {
  s2: write corpus.extra.casresult.fixed.Main.NEVER // at corpus.extra.casresult.fixed.Main.<clinit>(Main.java:21)
  s3: assign corpus.extra.casresult.fixed.Main.pending true // at corpus.extra.casresult.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.casresult.fixed.Main.lambda$main$0 {
  s0: switch corpus.extra.casresult.fixed.Main.last null exit nonnull s2e2 // at corpus.extra.casresult.fixed.Main.lambda$main$0(Main.java:27)
  s4: assign corpus.extra.casresult.fixed.Main.last null // at corpus.extra.casresult.fixed.Main.lambda$main$0(Main.java:29)
  s4_1: goto exit                        // at corpus.extra.casresult.fixed.Main.lambda$main$0(Main.java:29)
  s2e2: call corpus.extra.casresult.fixed.Promise.isDone[corpus.extra.casresult.fixed.Promise@Main.java:35]#result:boolean else exit // at corpus.extra.casresult.fixed.Main.lambda$main$0(Main.java:28)
  s2e2_1: goto s4                        // at corpus.extra.casresult.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.casresult.fixed.Main.lambda$main$1[corpus.extra.casresult.fixed.Promise.complete:74#12,corpus.extra.casresult.fixed.Promise@Main.java:35] {
  s1: call corpus.extra.casresult.fixed.Promise.waitIfPending[corpus.extra.casresult.fixed.Promise@Main.java:35] // at corpus.extra.casresult.fixed.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.casresult.fixed.Main.main {
  s5: fork corpus.extra.casresult.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26 // at corpus.extra.casresult.fixed.Main.main(Main.java:32)
  s6: switch corpus.extra.casresult.fixed.Main.pending false s18 true s8 // at corpus.extra.casresult.fixed.Main.main(Main.java:33)
  s8: assign corpus.extra.casresult.fixed.Main.pending false // at corpus.extra.casresult.fixed.Main.main(Main.java:34)
  s9: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Main.main(Main.java:35)
  s9_1: goto s10e3                       // at corpus.extra.casresult.fixed.Main.main(Main.java:35)
  s18: join java.lang.Thread@Main.java:26 // at corpus.extra.casresult.fixed.Main.main(Main.java:41)
  s18_1: goto exit                       // at corpus.extra.casresult.fixed.Main.main(Main.java:41)
  s10e3: call corpus.extra.casresult.fixed.Promise.<init>[corpus.extra.casresult.fixed.Promise@Main.java:35] // at corpus.extra.casresult.fixed.Main.main(Main.java:35)
  s12e3: assign corpus.extra.casresult.fixed.Main.last nonnull // at corpus.extra.casresult.fixed.Main.main(Main.java:36)
  s13e3: call corpus.extra.casresult.fixed.Promise.setUncancellable[corpus.extra.casresult.fixed.Promise@Main.java:35] // at corpus.extra.casresult.fixed.Main.main(Main.java:37)
  s15e3: call corpus.extra.casresult.fixed.Promise.setListener[corpus.extra.casresult.fixed.Promise@Main.java:35] // at corpus.extra.casresult.fixed.Main.main(Main.java:38)
  s16e3: call corpus.extra.casresult.fixed.Promise.complete[corpus.extra.casresult.fixed.Promise@Main.java:35] // at corpus.extra.casresult.fixed.Main.main(Main.java:39)
  s16e3_1: goto s6                       // at corpus.extra.casresult.fixed.Main.main(Main.java:39)
}

proc corpus.extra.casresult.fixed.Promise.$initialise {
  check: switch corpus.extra.casresult.fixed.Promise.$init 0 take 1 take 2 used // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
  take: acquire corpus.extra.casresult.fixed.Promise.<clinit> // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
  test: switch corpus.extra.casresult.fixed.Promise.$init 0 start 1 done 2 done // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
  start: assign corpus.extra.casresult.fixed.Promise.$init 1 // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
  run: call corpus.extra.casresult.fixed.Promise.<clinit> // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
  finish: assign corpus.extra.casresult.fixed.Promise.$init 2 // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
  done: release corpus.extra.casresult.fixed.Promise.<clinit> // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
  used: skip                             // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
}

proc corpus.extra.casresult.fixed.Promise.<clinit> {
  s2: write corpus.extra.casresult.fixed.Promise.SUCCESS // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:46)
  s5: write corpus.extra.casresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:47)
  s7: write corpus.extra.casresult.fixed.Promise.RESULT // at corpus.extra.casresult.fixed.Promise.<clinit>(Main.java:49)
}

proc corpus.extra.casresult.fixed.Promise.<init>[corpus.extra.casresult.fixed.Promise@Main.java:35] {
}

proc corpus.extra.casresult.fixed.Promise.complete[corpus.extra.casresult.fixed.Promise@Main.java:35] {
  s1: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s1_1: read corpus.extra.casresult.fixed.Promise.RESULT // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s2: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s2_1: read corpus.extra.casresult.fixed.Promise.SUCCESS // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s4: jump s5 s10                        // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s5: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s5_1: read corpus.extra.casresult.fixed.Promise.RESULT // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s6: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s6_1: read corpus.extra.casresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s6_2: goto s7e4                        // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s9: jump s10 exit                      // at corpus.extra.casresult.fixed.Promise.complete(Main.java:71)
  s10: read corpus.extra.casresult.fixed.Promise@Main.java:35.listener // at corpus.extra.casresult.fixed.Promise.complete(Main.java:72)
  s11: jump s12e5 exit                   // at corpus.extra.casresult.fixed.Promise.complete(Main.java:73)
  s7e4: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s7e4_1: read corpus.extra.casresult.fixed.Promise.SUCCESS // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s7e4_2: goto s9                        // at corpus.extra.casresult.fixed.Promise.complete(Main.java:70)
  s12e5: call corpus.extra.casresult.fixed.Main.lambda$main$1[corpus.extra.casresult.fixed.Promise.complete:74#12,corpus.extra.casresult.fixed.Promise@Main.java:35] // at corpus.extra.casresult.fixed.Promise.complete(Main.java:74)
}

proc corpus.extra.casresult.fixed.Promise.isDone0[corpus.extra.casresult.fixed.Promise.isDone:66#2,corpus.extra.casresult.fixed.Promise@Main.java:35] {
  s1: jump s2e1 exit                     // at corpus.extra.casresult.fixed.Promise.isDone0(Main.java:62)
  s2e1: read corpus.extra.casresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.casresult.fixed.Promise.isDone0(Main.java:62)
}

proc corpus.extra.casresult.fixed.Promise.isDone0[corpus.extra.casresult.fixed.Promise.isDone:66#2,corpus.extra.casresult.fixed.Promise@Main.java:35]#result:boolean {
  s1: jump s2e1 raise                    // at corpus.extra.casresult.fixed.Promise.isDone0(Main.java:62)
  s2e1: read corpus.extra.casresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.casresult.fixed.Promise.isDone0(Main.java:62)
  s3e1: jump exit raise                  // at corpus.extra.casresult.fixed.Promise.isDone0(Main.java:62)
  raise: raise                           // at corpus.extra.casresult.fixed.Promise.isDone0(Main.java:62)
}

proc corpus.extra.casresult.fixed.Promise.isDone0[corpus.extra.casresult.fixed.Promise.waitIfPending:81#2,corpus.extra.casresult.fixed.Promise@Main.java:35]#result:boolean,p0=nonnull!corpus.extra.casresult.fixed.Promise.UNCANCELLABLE {
  s2e1: read corpus.extra.casresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.casresult.fixed.Promise.isDone0(Main.java:62)
}

proc corpus.extra.casresult.fixed.Promise.isDone[corpus.extra.casresult.fixed.Promise@Main.java:35] {
  s1: read corpus.extra.casresult.fixed.Promise@Main.java:35.result // at corpus.extra.casresult.fixed.Promise.isDone(Main.java:66)
  s2: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.isDone(Main.java:66)
  s2_1: call corpus.extra.casresult.fixed.Promise.isDone0[corpus.extra.casresult.fixed.Promise.isDone:66#2,corpus.extra.casresult.fixed.Promise@Main.java:35] // at corpus.extra.casresult.fixed.Promise.isDone(Main.java:66)
}

proc corpus.extra.casresult.fixed.Promise.isDone[corpus.extra.casresult.fixed.Promise@Main.java:35]#result:boolean {
  s1: read corpus.extra.casresult.fixed.Promise@Main.java:35.result // at corpus.extra.casresult.fixed.Promise.isDone(Main.java:66)
  s2: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.isDone(Main.java:66)
  s2_1: call corpus.extra.casresult.fixed.Promise.isDone0[corpus.extra.casresult.fixed.Promise.isDone:66#2,corpus.extra.casresult.fixed.Promise@Main.java:35]#result:boolean else raise // at corpus.extra.casresult.fixed.Promise.isDone(Main.java:66)
  s2_2: goto exit                        // at corpus.extra.casresult.fixed.Promise.isDone(Main.java:66)
  raise: raise                           // at corpus.extra.casresult.fixed.Promise.isDone(Main.java:66)
}

proc corpus.extra.casresult.fixed.Promise.setListener[corpus.extra.casresult.fixed.Promise@Main.java:35] {
  s2: write corpus.extra.casresult.fixed.Promise@Main.java:35.listener // at corpus.extra.casresult.fixed.Promise.setListener(Main.java:54)
}

proc corpus.extra.casresult.fixed.Promise.setUncancellable[corpus.extra.casresult.fixed.Promise@Main.java:35] {
  s1: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.setUncancellable(Main.java:58)
  s1_1: read corpus.extra.casresult.fixed.Promise.RESULT // at corpus.extra.casresult.fixed.Promise.setUncancellable(Main.java:58)
  s2: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.setUncancellable(Main.java:58)
  s2_1: read corpus.extra.casresult.fixed.Promise.UNCANCELLABLE // at corpus.extra.casresult.fixed.Promise.setUncancellable(Main.java:58)
}

proc corpus.extra.casresult.fixed.Promise.waitIfPending[corpus.extra.casresult.fixed.Promise@Main.java:35] {
  s1: read corpus.extra.casresult.fixed.Promise@Main.java:35.result // at corpus.extra.casresult.fixed.Promise.waitIfPending(Main.java:80)
  s1_1: goto s2e1                        // at corpus.extra.casresult.fixed.Promise.waitIfPending(Main.java:80)
  s4: read corpus.extra.casresult.fixed.Main.NEVER // at corpus.extra.casresult.fixed.Promise.waitIfPending(Main.java:83)
  s5: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.casresult.fixed.Promise.waitIfPending(Main.java:83)
  s5_1: goto exit                        // at corpus.extra.casresult.fixed.Promise.waitIfPending(Main.java:83)
  s2e1: call corpus.extra.casresult.fixed.Promise.$initialise // at corpus.extra.casresult.fixed.Promise.waitIfPending(Main.java:81)
  s2e1_1: call corpus.extra.casresult.fixed.Promise.isDone0[corpus.extra.casresult.fixed.Promise.waitIfPending:81#2,corpus.extra.casresult.fixed.Promise@Main.java:35]#result:boolean,p0=nonnull!corpus.extra.casresult.fixed.Promise.UNCANCELLABLE else s4 // at corpus.extra.casresult.fixed.Promise.waitIfPending(Main.java:81)
}

proc entry {
  init0: call corpus.extra.casresult.fixed.Main.<clinit> // at corpus.extra.casresult.fixed.Main.main(Main.java:26)
  main: call corpus.extra.casresult.fixed.Main.main // at corpus.extra.casresult.fixed.Main.main(Main.java:26)
}
