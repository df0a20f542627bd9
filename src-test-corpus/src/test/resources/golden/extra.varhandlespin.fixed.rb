main entry
var corpus.extra.varhandlespin.fixed.Main@Main.java:47.count { 0 * } = 0
var corpus.extra.varhandlespin.fixed.Main@Main.java:47.held { 0 1 } = 0

proc corpus.extra.varhandlespin.fixed.Main.<clinit> {
  s1: read java.lang.Integer.TYPE        // at corpus.extra.varhandlespin.fixed.Main.<clinit>(Main.java:26)
  s3: write corpus.extra.varhandlespin.fixed.Main.HELD // at corpus.extra.varhandlespin.fixed.Main.<clinit>(Main.java:26)
}

proc corpus.extra.varhandlespin.fixed.Main.<init>[corpus.extra.varhandlespin.fixed.Main@Main.java:47] {
}

proc corpus.extra.varhandlespin.fixed.Main.incrementBelow[corpus.extra.varhandlespin.fixed.Main@Main.java:47] {
  s2: read corpus.extra.varhandlespin.fixed.Main.HELD // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3_1: switch corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 0 s3 1 s2 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3: acquire corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3_2: switch corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 0 s3_3 1 s3_6 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3_3: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 1 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3_4: release corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3_5: goto s7                          // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3_6: release corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3_7: goto s2                          // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s7: switch corpus.extra.varhandlespin.fixed.Main@Main.java:47.count 0 s8e3 * s8e4 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:37)
  s9: acquire corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s9_1: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 0 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s9_2: release corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s9_3: goto exit                        // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s11: switch corpus.extra.varhandlespin.fixed.Main@Main.java:47.count 0 s13e8 * s13e10 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
  s14: acquire corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s14_1: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 0 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s14_2: release corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s14_3: goto exit                       // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s8e3: jump s9 s11                      // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:37)
  s8e4: jump s9 s11                      // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:37)
  s13e8: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.count * // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
  s13e8_1: goto s14                      // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
  s13e10: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.count * // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
  s13e10_1: goto s14                     // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
}

proc corpus.extra.varhandlespin.fixed.Main.incrementBelow[corpus.extra.varhandlespin.fixed.Main@Main.java:47]#args,p0=1 {
  s0: goto s2e1                          // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s9: acquire corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s9_1: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 0 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s9_2: release corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s9_3: goto exit                        // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s11: switch corpus.extra.varhandlespin.fixed.Main@Main.java:47.count 0 s13e9 * s13e11 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
  s14: acquire corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s14_1: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 0 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s14_2: release corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s14_3: goto exit                       // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:42)
  s2e1: read corpus.extra.varhandlespin.fixed.Main.HELD // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3e1_1: switch corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 0 s3e1 1 s2e1 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3e1: acquire corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3e1_2: switch corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 0 s3e1_3 1 s3e1_6 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3e1_3: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.held 1 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3e1_4: release corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3e1_5: goto s7e1                      // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3e1_6: release corpus.extra.varhandlespin.fixed.Main@Main.java:47.held.atomic // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s3e1_7: goto s2e1                      // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:33)
  s7e1: switch corpus.extra.varhandlespin.fixed.Main@Main.java:47.count 0 s11 * s8e5 // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:37)
  s8e5: jump s9 s11                      // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:37)
  s13e9: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.count * // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
  s13e9_1: goto s14                      // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
  s13e11: assign corpus.extra.varhandlespin.fixed.Main@Main.java:47.count * // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
  s13e11_1: goto s14                     // at corpus.extra.varhandlespin.fixed.Main.incrementBelow(Main.java:40)
}

proc corpus.extra.varhandlespin.fixed.Main.lambda$main$0[corpus.extra.varhandlespin.fixed.Main.main:50#10] {
  s1: call corpus.extra.varhandlespin.fixed.Main.incrementBelow[corpus.extra.varhandlespin.fixed.Main@Main.java:47]#args,p0=1 // at corpus.extra.varhandlespin.fixed.Main.lambda$main$0(Main.java:50)
}

proc corpus.extra.varhandlespin.fixed.Main.main {
  s2: call corpus.extra.varhandlespin.fixed.Main.<init>[corpus.extra.varhandlespin.fixed.Main@Main.java:47] // at corpus.extra.varhandlespin.fixed.Main.main(Main.java:47)
  s4: call corpus.extra.varhandlespin.fixed.Main.incrementBelow[corpus.extra.varhandlespin.fixed.Main@Main.java:47]#args,p0=1 // at corpus.extra.varhandlespin.fixed.Main.main(Main.java:48)
  s5: call corpus.extra.varhandlespin.fixed.Main.incrementBelow[corpus.extra.varhandlespin.fixed.Main@Main.java:47]#args,p0=1 // at corpus.extra.varhandlespin.fixed.Main.main(Main.java:49)
  s10: fork corpus.extra.varhandlespin.fixed.Main.lambda$main$0[corpus.extra.varhandlespin.fixed.Main.main:50#10] java.lang.Thread@Main.java:50 // at corpus.extra.varhandlespin.fixed.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:50 // at corpus.extra.varhandlespin.fixed.Main.main(Main.java:52)
}

proc entry {
  init0: call corpus.extra.varhandlespin.fixed.Main.<clinit> // at corpus.extra.varhandlespin.fixed.Main.main(Main.java:47)
  main: call corpus.extra.varhandlespin.fixed.Main.main // at corpus.extra.varhandlespin.fixed.Main.main(Main.java:47)
}
