main entry
var corpus.values.sentinelpromise.fixed.Main@Main.java:56.result { null nonnull corpus.values.sentinelpromise.fixed.Main.SUCCESS corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE } = null

proc corpus.values.sentinelpromise.fixed.Main.<clinit> {
  s2: write corpus.values.sentinelpromise.fixed.Main.SUCCESS // at corpus.values.sentinelpromise.fixed.Main.<clinit>(Main.java:19)
  s5: write corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.fixed.Main.<clinit>(Main.java:20)
  s7: write corpus.values.sentinelpromise.fixed.Main.RESULT // at corpus.values.sentinelpromise.fixed.Main.<clinit>(Main.java:22)
}

proc corpus.values.sentinelpromise.fixed.Main.<init>[corpus.values.sentinelpromise.fixed.Main@Main.java:56] {
}

proc corpus.values.sentinelpromise.fixed.Main.await[corpus.values.sentinelpromise.fixed.Main@Main.java:56] {
  s2: acquire corpus.values.sentinelpromise.fixed.Main@Main.java:56 // at corpus.values.sentinelpromise.fixed.Main.await(Main.java:48)
  s3: call corpus.values.sentinelpromise.fixed.Main.isDone[corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean else s5 // at corpus.values.sentinelpromise.fixed.Main.await(Main.java:49)
  s3_1: goto s11                         // at corpus.values.sentinelpromise.fixed.Main.await(Main.java:49)
  s5: wait corpus.values.sentinelpromise.fixed.Main@Main.java:56 // at corpus.values.sentinelpromise.fixed.Main.await(Main.java:50)
  s5_1: goto s3                          // at corpus.values.sentinelpromise.fixed.Main.await(Main.java:50)
  s11: release corpus.values.sentinelpromise.fixed.Main@Main.java:56 // at corpus.values.sentinelpromise.fixed.Main.await(Main.java:52)
}

proc corpus.values.sentinelpromise.fixed.Main.complete[corpus.values.sentinelpromise.fixed.Main@Main.java:56] {
  s1: read corpus.values.sentinelpromise.fixed.Main.RESULT // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s2: read corpus.values.sentinelpromise.fixed.Main.SUCCESS // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s2_1: goto s3e1_1                      // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s5: read corpus.values.sentinelpromise.fixed.Main.RESULT // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s6: read corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s6_1: goto s7e7                        // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s11: acquire corpus.values.sentinelpromise.fixed.Main@Main.java:56 // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:41)
  s12: notifyAll corpus.values.sentinelpromise.fixed.Main@Main.java:56 // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:42)
  s13: release corpus.values.sentinelpromise.fixed.Main@Main.java:56 // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:43)
  s13_1: goto exit                       // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:43)
  s3e1_1: switch corpus.values.sentinelpromise.fixed.Main@Main.java:56.result null s3e1 nonnull s5 corpus.values.sentinelpromise.fixed.Main.SUCCESS s5 corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE s5 // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1: acquire corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_2: switch corpus.values.sentinelpromise.fixed.Main@Main.java:56.result null s3e1_3 nonnull s3e1_6 corpus.values.sentinelpromise.fixed.Main.SUCCESS s3e1_8 corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE s3e1_10 // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_3: assign corpus.values.sentinelpromise.fixed.Main@Main.java:56.result corpus.values.sentinelpromise.fixed.Main.SUCCESS // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_4: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_5: goto s11                       // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_6: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_7: goto s5                        // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_8: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_9: goto s5                        // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_10: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s3e1_11: goto s5                       // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s7e7: read corpus.values.sentinelpromise.fixed.Main.SUCCESS // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:39)
  s8e8_1: switch corpus.values.sentinelpromise.fixed.Main@Main.java:56.result null exit nonnull exit corpus.values.sentinelpromise.fixed.Main.SUCCESS exit corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE s8e8 // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8: acquire corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_2: switch corpus.values.sentinelpromise.fixed.Main@Main.java:56.result null s8e8_3 nonnull s8e8_5 corpus.values.sentinelpromise.fixed.Main.SUCCESS s8e8_7 corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE s8e8_9 // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_3: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_4: goto exit                      // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_5: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_6: goto exit                      // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_7: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_8: goto exit                      // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_9: assign corpus.values.sentinelpromise.fixed.Main@Main.java:56.result corpus.values.sentinelpromise.fixed.Main.SUCCESS // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_10: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
  s8e8_11: goto s11                      // at corpus.values.sentinelpromise.fixed.Main.complete(Main.java:40)
}

proc corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56] {
  s1: jump s2e1 exit                     // at corpus.values.sentinelpromise.fixed.Main.isDone0(Main.java:27)
  s2e1: read corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.fixed.Main.isDone0(Main.java:27)
}

proc corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.fixed.Main.SUCCESS {
  s2e1: read corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.fixed.Main.isDone0(Main.java:27)
}

proc corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE {
  s2e1: read corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.fixed.Main.isDone0(Main.java:27)
  raise: raise                           // at corpus.values.sentinelpromise.fixed.Main.isDone0(Main.java:27)
}

proc corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean,p0=null {
  raise: raise                           // at corpus.values.sentinelpromise.fixed.Main.isDone0(Main.java:27)
}

proc corpus.values.sentinelpromise.fixed.Main.isDone[corpus.values.sentinelpromise.fixed.Main@Main.java:56] {
  s1: read corpus.values.sentinelpromise.fixed.Main@Main.java:56.result // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2: call corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56] // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
}

proc corpus.values.sentinelpromise.fixed.Main.isDone[corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean {
  s1: switch corpus.values.sentinelpromise.fixed.Main@Main.java:56.result null s2e1 nonnull s2e2 corpus.values.sentinelpromise.fixed.Main.SUCCESS s2e3 corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE s2e4 // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2e1: call corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean,p0=null else raise // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2e1_1: goto exit                      // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2e2: call corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.fixed.Main.SUCCESS else raise // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2e2_1: goto exit                      // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2e3: call corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.fixed.Main.SUCCESS else raise // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2e3_1: goto exit                      // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2e4: call corpus.values.sentinelpromise.fixed.Main.isDone0[corpus.values.sentinelpromise.fixed.Main.isDone:31#2,corpus.values.sentinelpromise.fixed.Main@Main.java:56]#result:boolean,p0=corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE else raise // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  s2e4_1: goto exit                      // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
  raise: raise                           // at corpus.values.sentinelpromise.fixed.Main.isDone(Main.java:31)
}

proc corpus.values.sentinelpromise.fixed.Main.lambda$main$0[corpus.values.sentinelpromise.fixed.Main.main:57#8] {
  s1: call corpus.values.sentinelpromise.fixed.Main.setUncancellable[corpus.values.sentinelpromise.fixed.Main@Main.java:56] // at corpus.values.sentinelpromise.fixed.Main.lambda$main$0(Main.java:58)
  s2: call corpus.values.sentinelpromise.fixed.Main.complete[corpus.values.sentinelpromise.fixed.Main@Main.java:56] // at corpus.values.sentinelpromise.fixed.Main.lambda$main$0(Main.java:59)
}

proc corpus.values.sentinelpromise.fixed.Main.main {
  s2: call corpus.values.sentinelpromise.fixed.Main.<init>[corpus.values.sentinelpromise.fixed.Main@Main.java:56] // at corpus.values.sentinelpromise.fixed.Main.main(Main.java:56)
  s8: fork corpus.values.sentinelpromise.fixed.Main.lambda$main$0[corpus.values.sentinelpromise.fixed.Main.main:57#8] java.lang.Thread@Main.java:57 // at corpus.values.sentinelpromise.fixed.Main.main(Main.java:61)
  s9: call corpus.values.sentinelpromise.fixed.Main.await[corpus.values.sentinelpromise.fixed.Main@Main.java:56] // at corpus.values.sentinelpromise.fixed.Main.main(Main.java:62)
  s10: join java.lang.Thread@Main.java:57 // at corpus.values.sentinelpromise.fixed.Main.main(Main.java:63)
}

proc corpus.values.sentinelpromise.fixed.Main.setUncancellable[corpus.values.sentinelpromise.fixed.Main@Main.java:56] {
  s1: read corpus.values.sentinelpromise.fixed.Main.RESULT // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s2: read corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_1: switch corpus.values.sentinelpromise.fixed.Main@Main.java:56.result null s3 nonnull exit corpus.values.sentinelpromise.fixed.Main.SUCCESS exit corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE exit // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3: acquire corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_2: switch corpus.values.sentinelpromise.fixed.Main@Main.java:56.result null s3_3 nonnull s3_6 corpus.values.sentinelpromise.fixed.Main.SUCCESS s3_8 corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE s3_10 // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_3: assign corpus.values.sentinelpromise.fixed.Main@Main.java:56.result corpus.values.sentinelpromise.fixed.Main.UNCANCELLABLE // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_4: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_5: goto exit                        // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_6: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_7: goto exit                        // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_8: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_9: goto exit                        // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
  s3_10: release corpus.values.sentinelpromise.fixed.Main@Main.java:56.result.atomic // at corpus.values.sentinelpromise.fixed.Main.setUncancellable(Main.java:35)
}

proc entry {
  init0: call corpus.values.sentinelpromise.fixed.Main.<clinit> // at corpus.values.sentinelpromise.fixed.Main.main(Main.java:56)
  main: call corpus.values.sentinelpromise.fixed.Main.main // at corpus.values.sentinelpromise.fixed.Main.main(Main.java:56)
}
