main entry
var corpus.extra.varhandlespin.Main@Main.java:44.count { 0 * } = 0
var corpus.extra.varhandlespin.Main@Main.java:44.held { 0 1 } = 0

proc corpus.extra.varhandlespin.Main.<clinit> {
  s1: read java.lang.Integer.TYPE        // at corpus.extra.varhandlespin.Main.<clinit>(Main.java:26)
  s3: write corpus.extra.varhandlespin.Main.HELD // at corpus.extra.varhandlespin.Main.<clinit>(Main.java:26)
}

proc corpus.extra.varhandlespin.Main.<init>[corpus.extra.varhandlespin.Main@Main.java:44] {
}

proc corpus.extra.varhandlespin.Main.incrementBelow[corpus.extra.varhandlespin.Main@Main.java:44] {
  s2: read corpus.extra.varhandlespin.Main.HELD // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3_1: switch corpus.extra.varhandlespin.Main@Main.java:44.held 0 s3 1 s2 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3: acquire corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3_2: switch corpus.extra.varhandlespin.Main@Main.java:44.held 0 s3_3 1 s3_6 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3_3: assign corpus.extra.varhandlespin.Main@Main.java:44.held 1 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3_4: release corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3_5: goto s7                          // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3_6: release corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3_7: goto s2                          // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s7: switch corpus.extra.varhandlespin.Main@Main.java:44.count 0 s8e3 * s8e4 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:36)
  s10: switch corpus.extra.varhandlespin.Main@Main.java:44.count 0 s12e8 * s12e10 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
  s13: acquire corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:40)
  s13_1: assign corpus.extra.varhandlespin.Main@Main.java:44.held 0 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:40)
  s13_2: release corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:40)
  s13_3: goto exit                       // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:40)
  s8e3: jump exit s10                    // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:36)
  s8e4: jump exit s10                    // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:36)
  s12e8: assign corpus.extra.varhandlespin.Main@Main.java:44.count * // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
  s12e8_1: goto s13                      // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
  s12e10: assign corpus.extra.varhandlespin.Main@Main.java:44.count * // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
  s12e10_1: goto s13                     // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
}

proc corpus.extra.varhandlespin.Main.incrementBelow[corpus.extra.varhandlespin.Main@Main.java:44]#args,p0=1 {
  s0: goto s2e1                          // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s10: switch corpus.extra.varhandlespin.Main@Main.java:44.count 0 s12e9 * s12e11 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
  s13: acquire corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:40)
  s13_1: assign corpus.extra.varhandlespin.Main@Main.java:44.held 0 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:40)
  s13_2: release corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:40)
  s13_3: goto exit                       // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:40)
  s2e1: read corpus.extra.varhandlespin.Main.HELD // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3e1_1: switch corpus.extra.varhandlespin.Main@Main.java:44.held 0 s3e1 1 s2e1 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3e1: acquire corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3e1_2: switch corpus.extra.varhandlespin.Main@Main.java:44.held 0 s3e1_3 1 s3e1_6 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3e1_3: assign corpus.extra.varhandlespin.Main@Main.java:44.held 1 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3e1_4: release corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3e1_5: goto s7e1                      // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3e1_6: release corpus.extra.varhandlespin.Main@Main.java:44.held.atomic // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s3e1_7: goto s2e1                      // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:33)
  s7e1: switch corpus.extra.varhandlespin.Main@Main.java:44.count 0 s10 * s8e5 // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:36)
  s8e5: jump exit s10                    // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:36)
  s12e9: assign corpus.extra.varhandlespin.Main@Main.java:44.count * // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
  s12e9_1: goto s13                      // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
  s12e11: assign corpus.extra.varhandlespin.Main@Main.java:44.count * // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
  s12e11_1: goto s13                     // at corpus.extra.varhandlespin.Main.incrementBelow(Main.java:39)
}

proc corpus.extra.varhandlespin.Main.lambda$main$0[corpus.extra.varhandlespin.Main.main:47#10] {
  s1: call corpus.extra.varhandlespin.Main.incrementBelow[corpus.extra.varhandlespin.Main@Main.java:44]#args,p0=1 // at corpus.extra.varhandlespin.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.varhandlespin.Main.main {
  s2: call corpus.extra.varhandlespin.Main.<init>[corpus.extra.varhandlespin.Main@Main.java:44] // at corpus.extra.varhandlespin.Main.main(Main.java:44)
  s4: call corpus.extra.varhandlespin.Main.incrementBelow[corpus.extra.varhandlespin.Main@Main.java:44]#args,p0=1 // at corpus.extra.varhandlespin.Main.main(Main.java:45)
  s5: call corpus.extra.varhandlespin.Main.incrementBelow[corpus.extra.varhandlespin.Main@Main.java:44]#args,p0=1 // at corpus.extra.varhandlespin.Main.main(Main.java:46)
  s10: fork corpus.extra.varhandlespin.Main.lambda$main$0[corpus.extra.varhandlespin.Main.main:47#10] java.lang.Thread@Main.java:47 // at corpus.extra.varhandlespin.Main.main(Main.java:48)
  s11: join java.lang.Thread@Main.java:47 // at corpus.extra.varhandlespin.Main.main(Main.java:49)
}

proc entry {
  init0: call corpus.extra.varhandlespin.Main.<clinit> // at corpus.extra.varhandlespin.Main.main(Main.java:44)
  main: call corpus.extra.varhandlespin.Main.main // at corpus.extra.varhandlespin.Main.main(Main.java:44)
}
