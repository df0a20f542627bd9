main entry
var corpus.values.updaterpromise.Main@Main.java:43.result { null nonnull } = null

proc corpus.values.updaterpromise.Main.<clinit> {
  s1: write corpus.values.updaterpromise.Main.RESULT // at corpus.values.updaterpromise.Main.<clinit>(Main.java:21)
}

proc corpus.values.updaterpromise.Main.<init>[corpus.values.updaterpromise.Main@Main.java:43] {
}

proc corpus.values.updaterpromise.Main.await[corpus.values.updaterpromise.Main@Main.java:43] {
  s2: acquire corpus.values.updaterpromise.Main@Main.java:43 // at corpus.values.updaterpromise.Main.await(Main.java:35)
  s3: switch corpus.values.updaterpromise.Main@Main.java:43.result null s5 nonnull s11 // at corpus.values.updaterpromise.Main.await(Main.java:36)
  s5: wait corpus.values.updaterpromise.Main@Main.java:43 // at corpus.values.updaterpromise.Main.await(Main.java:37)
  s5_1: goto s3                          // at corpus.values.updaterpromise.Main.await(Main.java:37)
  s11: release corpus.values.updaterpromise.Main@Main.java:43 // at corpus.values.updaterpromise.Main.await(Main.java:39)
}

proc corpus.values.updaterpromise.Main.complete[corpus.values.updaterpromise.Main.main:44#9,corpus.values.updaterpromise.Main@Main.java:43] {
  s1: read corpus.values.updaterpromise.Main.RESULT // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s1_1: goto s4e1                        // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s8: acquire corpus.values.updaterpromise.Main@Main.java:43 // at corpus.values.updaterpromise.Main.complete(Main.java:29)
  s9: notifyAll corpus.values.updaterpromise.Main@Main.java:43 // at corpus.values.updaterpromise.Main.complete(Main.java:30)
  s10: release corpus.values.updaterpromise.Main@Main.java:43 // at corpus.values.updaterpromise.Main.complete(Main.java:31)
  s10_1: goto exit                       // at corpus.values.updaterpromise.Main.complete(Main.java:31)
  s4e1: acquire corpus.values.updaterpromise.Main@Main.java:43.result.atomic // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s4e1_1: switch corpus.values.updaterpromise.Main@Main.java:43.result null s4e1_2 nonnull s4e1_5 // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s4e1_2: assign corpus.values.updaterpromise.Main@Main.java:43.result nonnull // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s4e1_3: release corpus.values.updaterpromise.Main@Main.java:43.result.atomic // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s4e1_4: goto exit                      // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s4e1_5: assign corpus.values.updaterpromise.Main@Main.java:43.result nonnull // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s4e1_6: release corpus.values.updaterpromise.Main@Main.java:43.result.atomic // at corpus.values.updaterpromise.Main.complete(Main.java:26)
  s4e1_7: goto s8                        // at corpus.values.updaterpromise.Main.complete(Main.java:26)
}

proc corpus.values.updaterpromise.Main.main {
  s2: call corpus.values.updaterpromise.Main.<init>[corpus.values.updaterpromise.Main@Main.java:43] // at corpus.values.updaterpromise.Main.main(Main.java:43)
  s9: fork corpus.values.updaterpromise.Main.complete[corpus.values.updaterpromise.Main.main:44#9,corpus.values.updaterpromise.Main@Main.java:43] java.lang.Thread@Main.java:44 // at corpus.values.updaterpromise.Main.main(Main.java:45)
  s10: call corpus.values.updaterpromise.Main.await[corpus.values.updaterpromise.Main@Main.java:43] // at corpus.values.updaterpromise.Main.main(Main.java:46)
  s11: join java.lang.Thread@Main.java:44 // at corpus.values.updaterpromise.Main.main(Main.java:47)
}

proc entry {
  init0: call corpus.values.updaterpromise.Main.<clinit> // at corpus.values.updaterpromise.Main.main(Main.java:43)
  main: call corpus.values.updaterpromise.Main.main // at corpus.values.updaterpromise.Main.main(Main.java:43)
}
