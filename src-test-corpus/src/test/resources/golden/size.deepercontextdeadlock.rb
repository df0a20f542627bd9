main corpus.size.deepercontextdeadlock.Main.main

proc corpus.size.deepercontextdeadlock.Main.entry[corpus.size.deepercontextdeadlock.Main.lambda$main$0:48#2] {
  s2: call corpus.size.deepercontextdeadlock.Main.level1[corpus.size.deepercontextdeadlock.Main.entry:41#2] // at corpus.size.deepercontextdeadlock.Main.entry(Main.java:41)
}

proc corpus.size.deepercontextdeadlock.Main.lambda$main$0[corpus.size.deepercontextdeadlock.Main.main:48#13] {
  s2: call corpus.size.deepercontextdeadlock.Main.entry[corpus.size.deepercontextdeadlock.Main.lambda$main$0:48#2] // at corpus.size.deepercontextdeadlock.Main.lambda$main$0(Main.java:48)
}

proc corpus.size.deepercontextdeadlock.Main.lambda$main$1[corpus.size.deepercontextdeadlock.Main.main:49#17] {
  s2: call corpus.size.deepercontextdeadlock.Main.level2[corpus.size.deepercontextdeadlock.Main.lambda$main$1:49#2] // at corpus.size.deepercontextdeadlock.Main.lambda$main$1(Main.java:49)
}

proc corpus.size.deepercontextdeadlock.Main.lambda$main$2[corpus.size.deepercontextdeadlock.Main.main:50#21] {
  s2: call corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.lambda$main$2:50#2] // at corpus.size.deepercontextdeadlock.Main.lambda$main$2(Main.java:50)
}

proc corpus.size.deepercontextdeadlock.Main.level1[corpus.size.deepercontextdeadlock.Main.entry:41#2] {
  s2: call corpus.size.deepercontextdeadlock.Main.level2[corpus.size.deepercontextdeadlock.Main.level1:37#2] // at corpus.size.deepercontextdeadlock.Main.level1(Main.java:37)
}

proc corpus.size.deepercontextdeadlock.Main.level2[corpus.size.deepercontextdeadlock.Main.lambda$main$1:49#2] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:32)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:32)
  s5: call corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.level2:33#5] // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:33)
}

proc corpus.size.deepercontextdeadlock.Main.level2[corpus.size.deepercontextdeadlock.Main.level1:37#2] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:32)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:32)
  s5: call corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.level2:33#5] // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:33)
}

proc corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.lambda$main$2:50#2] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s5: call corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5] // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:28)
}

proc corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.level2:33#5] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s5: call corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5] // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:28)
}

proc corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5] {
  s3: jump s3_1 s3_3 s3_5                // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s3_1: acquire java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s3_2: goto s5e1                        // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s3_3: acquire java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s3_4: goto s5e2                        // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s3_5: acquire java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s3_6: goto s5e3                        // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s5e1: jump s5e1_1 s5e1_3 s5e1_5        // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e1_1: acquire java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e1_2: goto s6e4                      // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e1_3: acquire java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e1_4: goto s6e5                      // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e1_5: acquire java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e1_6: goto s6e6                      // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s19e1: release java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
  s19e1_1: goto exit                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
  s5e2: jump s5e2_1 s5e2_3 s5e2_5        // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e2_1: acquire java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e2_2: goto s6e7                      // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e2_3: acquire java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e2_4: goto s6e8                      // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e2_5: acquire java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e2_6: goto s6e9                      // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s19e2: release java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
  s19e2_1: goto exit                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
  s5e3: jump s5e3_1 s5e3_3 s5e3_5        // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e3_1: acquire java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e3_2: goto s6e10                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e3_3: acquire java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e3_4: goto s6e11                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e3_5: acquire java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s5e3_6: goto s6e12                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s19e3: release java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
  s19e3_1: goto exit                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
  s6e4: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e4: release java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e4_1: goto s19e1                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s6e5: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e5: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e5: release java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e5_1: goto s19e1                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s6e6: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e6: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e6: release java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e6_1: goto s19e1                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s6e7: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e7: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e7: release java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e7_1: goto s19e2                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s6e8: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e8: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e8: release java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e8_1: goto s19e2                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s6e9: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e9: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e9: release java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e9_1: goto s19e2                     // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s6e10: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e10: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e10: release java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e10_1: goto s19e3                    // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s6e11: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e11: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e11: release java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e11_1: goto s19e3                    // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s6e12: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8e12: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9e12: release java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s9e12_1: goto s19e3                    // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
}

proc corpus.size.deepercontextdeadlock.Main.main {
  s13: fork corpus.size.deepercontextdeadlock.Main.lambda$main$0[corpus.size.deepercontextdeadlock.Main.main:48#13] java.lang.Thread@Main.java:48 // at corpus.size.deepercontextdeadlock.Main.main(Main.java:48)
  s17: fork corpus.size.deepercontextdeadlock.Main.lambda$main$1[corpus.size.deepercontextdeadlock.Main.main:49#17] java.lang.Thread@Main.java:49 // at corpus.size.deepercontextdeadlock.Main.main(Main.java:49)
  s21: fork corpus.size.deepercontextdeadlock.Main.lambda$main$2[corpus.size.deepercontextdeadlock.Main.main:50#21] java.lang.Thread@Main.java:50 // at corpus.size.deepercontextdeadlock.Main.main(Main.java:50)
}
