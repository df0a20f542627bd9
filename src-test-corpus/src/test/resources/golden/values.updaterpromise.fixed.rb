main entry
var corpus.values.updaterpromise.fixed.Main@Main.java:47.result { null nonnull } = null

proc corpus.values.updaterpromise.fixed.Main.<clinit> {
  s1: write corpus.values.updaterpromise.fixed.Main.RESULT // at corpus.values.updaterpromise.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.values.updaterpromise.fixed.Main.<init>[corpus.values.updaterpromise.fixed.Main@Main.java:47] {
}

proc corpus.values.updaterpromise.fixed.Main.await[corpus.values.updaterpromise.fixed.Main@Main.java:47] {
  s2: acquire corpus.values.updaterpromise.fixed.Main@Main.java:47 // at corpus.values.updaterpromise.fixed.Main.await(Main.java:39)
  s3: switch corpus.values.updaterpromise.fixed.Main@Main.java:47.result null s5 nonnull s11 // at corpus.values.updaterpromise.fixed.Main.await(Main.java:40)
  s5: wait corpus.values.updaterpromise.fixed.Main@Main.java:47 // at corpus.values.updaterpromise.fixed.Main.await(Main.java:41)
  s5_1: goto s3                          // at corpus.values.updaterpromise.fixed.Main.await(Main.java:41)
  s11: release corpus.values.updaterpromise.fixed.Main@Main.java:47 // at corpus.values.updaterpromise.fixed.Main.await(Main.java:43)
}

proc corpus.values.updaterpromise.fixed.Main.completeAgain[corpus.values.updaterpromise.fixed.Main.main:51#11,corpus.values.updaterpromise.fixed.Main@Main.java:47] {
  s1: read corpus.values.updaterpromise.fixed.Main.RESULT // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4_1: switch corpus.values.updaterpromise.fixed.Main@Main.java:47.result null s4 nonnull exit // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4: acquire corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4_2: switch corpus.values.updaterpromise.fixed.Main@Main.java:47.result null s4_3 nonnull s4_6 // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4_3: assign corpus.values.updaterpromise.fixed.Main@Main.java:47.result nonnull // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4_4: release corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4_5: goto exit                        // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4_6: release corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
}

proc corpus.values.updaterpromise.fixed.Main.completeAgain[corpus.values.updaterpromise.fixed.Main.main:51#11,corpus.values.updaterpromise.fixed.Main@Main.java:47]#result:boolean {
  s1: read corpus.values.updaterpromise.fixed.Main.RESULT // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s1_1: goto s4e1_1                      // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s5: jump exit raise                    // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4e1_1: switch corpus.values.updaterpromise.fixed.Main@Main.java:47.result null s4e1 nonnull s5 // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4e1: acquire corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4e1_2: switch corpus.values.updaterpromise.fixed.Main@Main.java:47.result null s4e1_3 nonnull s4e1_6 // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4e1_3: assign corpus.values.updaterpromise.fixed.Main@Main.java:47.result nonnull // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4e1_4: release corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4e1_5: goto s5                        // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4e1_6: release corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  s4e1_7: goto s5                        // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
  raise: raise                           // at corpus.values.updaterpromise.fixed.Main.completeAgain(Main.java:35)
}

proc corpus.values.updaterpromise.fixed.Main.complete[corpus.values.updaterpromise.fixed.Main.main:48#9,corpus.values.updaterpromise.fixed.Main@Main.java:47] {
  s1: read corpus.values.updaterpromise.fixed.Main.RESULT // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
  s1_1: goto s4e1                        // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
  s8: acquire corpus.values.updaterpromise.fixed.Main@Main.java:47 // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:29)
  s9: notifyAll corpus.values.updaterpromise.fixed.Main@Main.java:47 // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:30)
  s10: release corpus.values.updaterpromise.fixed.Main@Main.java:47 // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:31)
  s10_1: goto exit                       // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:31)
  s4e1: acquire corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
  s4e1_1: switch corpus.values.updaterpromise.fixed.Main@Main.java:47.result null s4e1_2 nonnull s4e1_5 // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
  s4e1_2: assign corpus.values.updaterpromise.fixed.Main@Main.java:47.result nonnull // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
  s4e1_3: release corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
  s4e1_4: goto s8                        // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
  s4e1_5: assign corpus.values.updaterpromise.fixed.Main@Main.java:47.result nonnull // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
  s4e1_6: release corpus.values.updaterpromise.fixed.Main@Main.java:47.result.atomic // at corpus.values.updaterpromise.fixed.Main.complete(Main.java:26)
}

proc corpus.values.updaterpromise.fixed.Main.main {
  s2: call corpus.values.updaterpromise.fixed.Main.<init>[corpus.values.updaterpromise.fixed.Main@Main.java:47] // at corpus.values.updaterpromise.fixed.Main.main(Main.java:47)
  s9: fork corpus.values.updaterpromise.fixed.Main.complete[corpus.values.updaterpromise.fixed.Main.main:48#9,corpus.values.updaterpromise.fixed.Main@Main.java:47] java.lang.Thread@Main.java:48 // at corpus.values.updaterpromise.fixed.Main.main(Main.java:49)
  s10: call corpus.values.updaterpromise.fixed.Main.await[corpus.values.updaterpromise.fixed.Main@Main.java:47] // at corpus.values.updaterpromise.fixed.Main.main(Main.java:50)
  s11: call corpus.values.updaterpromise.fixed.Main.completeAgain[corpus.values.updaterpromise.fixed.Main.main:51#11,corpus.values.updaterpromise.fixed.Main@Main.java:47]#result:boolean else s14 // at corpus.values.updaterpromise.fixed.Main.main(Main.java:51)
  s13: call corpus.values.updaterpromise.fixed.Main.await[corpus.values.updaterpromise.fixed.Main@Main.java:47] // at corpus.values.updaterpromise.fixed.Main.main(Main.java:52)
  s14: join java.lang.Thread@Main.java:48 // at corpus.values.updaterpromise.fixed.Main.main(Main.java:54)
}

proc entry {
  init0: call corpus.values.updaterpromise.fixed.Main.<clinit> // at corpus.values.updaterpromise.fixed.Main.main(Main.java:47)
  main: call corpus.values.updaterpromise.fixed.Main.main // at corpus.values.updaterpromise.fixed.Main.main(Main.java:47)
}
