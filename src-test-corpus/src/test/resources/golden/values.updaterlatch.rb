main entry
var corpus.values.updaterlatch.Main@Main.java:44.count { 0 1 2 3 * } = 0

proc corpus.values.updaterlatch.Main.<clinit> {
  s1: write corpus.values.updaterlatch.Main.COUNT // at corpus.values.updaterlatch.Main.<clinit>(Main.java:19)
}

proc corpus.values.updaterlatch.Main.<init>[corpus.values.updaterlatch.Main@Main.java:44] {
  s2: acquire corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.<init>(Main.java:24)
  s2_1: assign corpus.values.updaterlatch.Main@Main.java:44.count 3 // at corpus.values.updaterlatch.Main.<init>(Main.java:24)
  s2_2: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.<init>(Main.java:24)
}

proc corpus.values.updaterlatch.Main.await[corpus.values.updaterlatch.Main@Main.java:44] {
  s2: acquire corpus.values.updaterlatch.Main@Main.java:44 // at corpus.values.updaterlatch.Main.await(Main.java:36)
  s3: switch corpus.values.updaterlatch.Main@Main.java:44.count 0 s11 1 s5 2 s5 3 s5 * s4e5 // at corpus.values.updaterlatch.Main.await(Main.java:37)
  s5: wait corpus.values.updaterlatch.Main@Main.java:44 // at corpus.values.updaterlatch.Main.await(Main.java:38)
  s5_1: goto s3                          // at corpus.values.updaterlatch.Main.await(Main.java:38)
  s11: release corpus.values.updaterlatch.Main@Main.java:44 // at corpus.values.updaterlatch.Main.await(Main.java:40)
  s11_1: goto exit                       // at corpus.values.updaterlatch.Main.await(Main.java:40)
  s4e5: jump s5 s11                      // at corpus.values.updaterlatch.Main.await(Main.java:37)
}

proc corpus.values.updaterlatch.Main.countDown[corpus.values.updaterlatch.Main@Main.java:44] {
  s1: read corpus.values.updaterlatch.Main.COUNT // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2: acquire corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_1: switch corpus.values.updaterlatch.Main@Main.java:44.count 0 s2_2 1 s2_5 2 s2_8 3 s2_11 * s2_14 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_2: assign corpus.values.updaterlatch.Main@Main.java:44.count * // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_3: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_4: goto s3e1                        // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_5: assign corpus.values.updaterlatch.Main@Main.java:44.count 0 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_6: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_7: goto s5                          // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_8: assign corpus.values.updaterlatch.Main@Main.java:44.count 1 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_9: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_10: goto exit                       // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_11: assign corpus.values.updaterlatch.Main@Main.java:44.count 2 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_12: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_13: goto exit                       // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_14: jump s2_15 s2_18 s2_21 s2_24 s2_27 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_15: assign corpus.values.updaterlatch.Main@Main.java:44.count 0 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_16: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_17: goto s5                         // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_18: assign corpus.values.updaterlatch.Main@Main.java:44.count 1 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_19: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_20: goto exit                       // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_21: assign corpus.values.updaterlatch.Main@Main.java:44.count 2 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_22: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_23: goto exit                       // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_24: assign corpus.values.updaterlatch.Main@Main.java:44.count 3 // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_25: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_26: goto exit                       // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_27: assign corpus.values.updaterlatch.Main@Main.java:44.count * // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_28: release corpus.values.updaterlatch.Main@Main.java:44.count.atomic // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s2_29: goto s3e1                       // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
  s5: acquire corpus.values.updaterlatch.Main@Main.java:44 // at corpus.values.updaterlatch.Main.countDown(Main.java:29)
  s6: notifyAll corpus.values.updaterlatch.Main@Main.java:44 // at corpus.values.updaterlatch.Main.countDown(Main.java:30)
  s7: release corpus.values.updaterlatch.Main@Main.java:44 // at corpus.values.updaterlatch.Main.countDown(Main.java:31)
  s7_1: goto exit                        // at corpus.values.updaterlatch.Main.countDown(Main.java:31)
  s3e1: jump s5 exit                     // at corpus.values.updaterlatch.Main.countDown(Main.java:28)
}

proc corpus.values.updaterlatch.Main.main {
  s2: call corpus.values.updaterlatch.Main.<init>[corpus.values.updaterlatch.Main@Main.java:44] // at corpus.values.updaterlatch.Main.main(Main.java:44)
  s14: fork corpus.values.updaterlatch.Main.countDown[corpus.values.updaterlatch.Main@Main.java:44] java.lang.Thread@Main.java:45 // at corpus.values.updaterlatch.Main.main(Main.java:47)
  s15: fork corpus.values.updaterlatch.Main.countDown[corpus.values.updaterlatch.Main@Main.java:44] java.lang.Thread@Main.java:46 // at corpus.values.updaterlatch.Main.main(Main.java:48)
  s16: call corpus.values.updaterlatch.Main.await[corpus.values.updaterlatch.Main@Main.java:44] // at corpus.values.updaterlatch.Main.main(Main.java:49)
  s17: join java.lang.Thread@Main.java:45 // at corpus.values.updaterlatch.Main.main(Main.java:50)
  s18: join java.lang.Thread@Main.java:46 // at corpus.values.updaterlatch.Main.main(Main.java:51)
}

proc entry {
  init0: call corpus.values.updaterlatch.Main.<clinit> // at corpus.values.updaterlatch.Main.main(Main.java:44)
  main: call corpus.values.updaterlatch.Main.main // at corpus.values.updaterlatch.Main.main(Main.java:44)
}
