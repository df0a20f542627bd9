main entry
var corpus.values.sentinelpromise.Main@Main.java:56.result { null nonnull corpus.values.sentinelpromise.Main.SUCCESS corpus.values.sentinelpromise.Main.UNCANCELLABLE } = null

proc corpus.values.sentinelpromise.Main.<clinit> {
  s2: write corpus.values.sentinelpromise.Main.SUCCESS // at corpus.values.sentinelpromise.Main.<clinit>(Main.java:20)
  s5: write corpus.values.sentinelpromise.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.Main.<clinit>(Main.java:21)
  s7: write corpus.values.sentinelpromise.Main.RESULT // at corpus.values.sentinelpromise.Main.<clinit>(Main.java:23)
}

proc corpus.values.sentinelpromise.Main.<init>[corpus.values.sentinelpromise.Main@Main.java:56] {
}

proc corpus.values.sentinelpromise.Main.await[corpus.values.sentinelpromise.Main@Main.java:56] {
  s2: acquire corpus.values.sentinelpromise.Main@Main.java:56 // at corpus.values.sentinelpromise.Main.await(Main.java:48)
  s3: call corpus.values.sentinelpromise.Main.isDone[corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean else s5 // at corpus.values.sentinelpromise.Main.await(Main.java:49)
  s3_1: goto s11                         // at corpus.values.sentinelpromise.Main.await(Main.java:49)
  s5: wait corpus.values.sentinelpromise.Main@Main.java:56 // at corpus.values.sentinelpromise.Main.await(Main.java:50)
  s5_1: goto s3                          // at corpus.values.sentinelpromise.Main.await(Main.java:50)
  s11: release corpus.values.sentinelpromise.Main@Main.java:56 // at corpus.values.sentinelpromise.Main.await(Main.java:52)
}

proc corpus.values.sentinelpromise.Main.complete[corpus.values.sentinelpromise.Main@Main.java:56] {
  s1: read corpus.values.sentinelpromise.Main.RESULT // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s2: read corpus.values.sentinelpromise.Main.SUCCESS // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s2_1: goto s3e1_1                      // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s6: acquire corpus.values.sentinelpromise.Main@Main.java:56 // at corpus.values.sentinelpromise.Main.complete(Main.java:41)
  s7: notifyAll corpus.values.sentinelpromise.Main@Main.java:56 // at corpus.values.sentinelpromise.Main.complete(Main.java:42)
  s8: release corpus.values.sentinelpromise.Main@Main.java:56 // at corpus.values.sentinelpromise.Main.complete(Main.java:43)
  s8_1: goto exit                        // at corpus.values.sentinelpromise.Main.complete(Main.java:43)
  s3e1_1: switch corpus.values.sentinelpromise.Main@Main.java:56.result null s3e1 nonnull exit corpus.values.sentinelpromise.Main.SUCCESS exit corpus.values.sentinelpromise.Main.UNCANCELLABLE exit // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1: acquire corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_2: switch corpus.values.sentinelpromise.Main@Main.java:56.result null s3e1_3 nonnull s3e1_6 corpus.values.sentinelpromise.Main.SUCCESS s3e1_8 corpus.values.sentinelpromise.Main.UNCANCELLABLE s3e1_10 // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_3: assign corpus.values.sentinelpromise.Main@Main.java:56.result corpus.values.sentinelpromise.Main.SUCCESS // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_4: release corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_5: goto s6                        // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_6: release corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_7: goto exit                      // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_8: release corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_9: goto exit                      // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
  s3e1_10: release corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.complete(Main.java:40)
}

proc corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56] {
  s1: jump s2e1 exit                     // at corpus.values.sentinelpromise.Main.isDone0(Main.java:28)
  s2e1: read corpus.values.sentinelpromise.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.Main.isDone0(Main.java:28)
}

proc corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.Main.SUCCESS {
  s2e1: read corpus.values.sentinelpromise.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.Main.isDone0(Main.java:28)
}

proc corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.Main.UNCANCELLABLE {
  s2e1: read corpus.values.sentinelpromise.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.Main.isDone0(Main.java:28)
  raise: raise                           // at corpus.values.sentinelpromise.Main.isDone0(Main.java:28)
}

proc corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean,p0=null {
  raise: raise                           // at corpus.values.sentinelpromise.Main.isDone0(Main.java:28)
}

proc corpus.values.sentinelpromise.Main.isDone[corpus.values.sentinelpromise.Main@Main.java:56] {
  s1: read corpus.values.sentinelpromise.Main@Main.java:56.result // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2: call corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56] // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
}

proc corpus.values.sentinelpromise.Main.isDone[corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean {
  s1: switch corpus.values.sentinelpromise.Main@Main.java:56.result null s2e1 nonnull s2e2 corpus.values.sentinelpromise.Main.SUCCESS s2e3 corpus.values.sentinelpromise.Main.UNCANCELLABLE s2e4 // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2e1: call corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean,p0=null else raise // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2e1_1: goto exit                      // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2e2: call corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.Main.SUCCESS else raise // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2e2_1: goto exit                      // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2e3: call corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.Main.SUCCESS else raise // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2e3_1: goto exit                      // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2e4: call corpus.values.sentinelpromise.Main.isDone0[corpus.values.sentinelpromise.Main.isDone:32#2,corpus.values.sentinelpromise.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.Main.UNCANCELLABLE else raise // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  s2e4_1: goto exit                      // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
  raise: raise                           // at corpus.values.sentinelpromise.Main.isDone(Main.java:32)
}

proc corpus.values.sentinelpromise.Main.lambda$main$0[corpus.values.sentinelpromise.Main.main:57#8] {
  s1: call corpus.values.sentinelpromise.Main.setUncancellable[corpus.values.sentinelpromise.Main@Main.java:56] // at corpus.values.sentinelpromise.Main.lambda$main$0(Main.java:58)
  s2: call corpus.values.sentinelpromise.Main.complete[corpus.values.sentinelpromise.Main@Main.java:56] // at corpus.values.sentinelpromise.Main.lambda$main$0(Main.java:59)
}

proc corpus.values.sentinelpromise.Main.main {
  s2: call corpus.values.sentinelpromise.Main.<init>[corpus.values.sentinelpromise.Main@Main.java:56] // at corpus.values.sentinelpromise.Main.main(Main.java:56)
  s8: fork corpus.values.sentinelpromise.Main.lambda$main$0[corpus.values.sentinelpromise.Main.main:57#8] java.lang.Thread@Main.java:57 // at corpus.values.sentinelpromise.Main.main(Main.java:61)
  s9: call corpus.values.sentinelpromise.Main.await[corpus.values.sentinelpromise.Main@Main.java:56] // at corpus.values.sentinelpromise.Main.main(Main.java:62)
  s10: join java.lang.Thread@Main.java:57 // at corpus.values.sentinelpromise.Main.main(Main.java:63)
}

proc corpus.values.sentinelpromise.Main.setUncancellable[corpus.values.sentinelpromise.Main@Main.java:56] {
  s1: read corpus.values.sentinelpromise.Main.RESULT // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s2: read corpus.values.sentinelpromise.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_1: switch corpus.values.sentinelpromise.Main@Main.java:56.result null s3 nonnull exit corpus.values.sentinelpromise.Main.SUCCESS exit corpus.values.sentinelpromise.Main.UNCANCELLABLE exit // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3: acquire corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_2: switch corpus.values.sentinelpromise.Main@Main.java:56.result null s3_3 nonnull s3_6 corpus.values.sentinelpromise.Main.SUCCESS s3_8 corpus.values.sentinelpromise.Main.UNCANCELLABLE s3_10 // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_3: assign corpus.values.sentinelpromise.Main@Main.java:56.result corpus.values.sentinelpromise.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_4: release corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_5: goto exit                        // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_6: release corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_7: goto exit                        // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_8: release corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_9: goto exit                        // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
  s3_10: release corpus.values.sentinelpromise.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.Main.setUncancellable(Main.java:36)
}

proc entry {
  init0: call corpus.values.sentinelpromise.Main.<clinit> // at corpus.values.sentinelpromise.Main.main(Main.java:56)
  main: call corpus.values.sentinelpromise.Main.main // at corpus.values.sentinelpromise.Main.main(Main.java:56)
}
