main entry
var corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot { null nonnull shutdownWhenStarted=0/state=NEW shutdownWhenStarted=0/state=RUNNING shutdownWhenStarted=0/state=STARTING shutdownWhenStarted=0/state=TERMINATED shutdownWhenStarted=1/state=STARTING } = null

proc corpus.extra.externalstate.fixed.Main$Service.<init>[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s4: write corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.<init>(Main.java:40)
  s6e1: read corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$Service.<init>(Main.java:41)
  s7e1: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.<init>(Main.java:41)
  s8e1: assign corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot shutdownWhenStarted=0/state=NEW // at corpus.extra.externalstate.fixed.Main$Service.<init>(Main.java:41)
}

proc corpus.extra.externalstate.fixed.Main$Service.awaitRunning[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:82)
  s2: acquire java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:82)
  s3: switch corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot null s4 nonnull s4 shutdownWhenStarted=0/state=NEW s4e1 shutdownWhenStarted=0/state=RUNNING s4e2 shutdownWhenStarted=0/state=STARTING s4e3 shutdownWhenStarted=0/state=TERMINATED s4e4 shutdownWhenStarted=1/state=STARTING s4e5 // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4: read corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s6: jump s7 s14                        // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s7: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:84)
  s8: wait java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:84)
  s8_1: goto s3                          // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:84)
  s14: release java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:86)
  s14_1: goto exit                       // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:86)
  s4e1: read corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e1_1: goto s7                        // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e2: read corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e2_1: goto s14                       // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e3: read corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e3_1: goto s7                        // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e4: read corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e4_1: goto s14                       // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e5: read corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
  s4e5_1: goto s14                       // at corpus.extra.externalstate.fixed.Main$Service.awaitRunning(Main.java:83)
}

proc corpus.extra.externalstate.fixed.Main$Service.run[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:67)
  s2: acquire java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:67)
  s3: switch corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot null s4e1 nonnull s4e2 shutdownWhenStarted=0/state=NEW s4e3 shutdownWhenStarted=0/state=RUNNING s4e4 shutdownWhenStarted=0/state=STARTING s4e5 shutdownWhenStarted=0/state=TERMINATED s4e6 shutdownWhenStarted=1/state=STARTING s4e7 // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s5: jump s7e15 s16e16                  // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s19: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:73)
  s20: notifyAll java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:73)
  s21: release java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:74)
  s23: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:75)
  s24: acquire java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:75)
  s24_1: goto s26e17                     // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:75)
  s29: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:77)
  s30: notifyAll java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:77)
  s31: release java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:78)
  s31_1: goto exit                       // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:78)
  s4e1: jump s4e1_1 s4e1_3 s4e1_5 s4e1_7 s4e1_9 s4e1_11 // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_2: goto s4e1_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_4: goto s4e1_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_6: goto s4e1_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_8: goto s4e1_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_10: goto s4e1_j0                  // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e1_13: goto s5                       // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2: jump s4e2_1 s4e2_3 s4e2_5 s4e2_7 s4e2_9 s4e2_11 // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_2: goto s4e2_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_4: goto s4e2_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_6: goto s4e2_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_8: goto s4e2_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_10: goto s4e2_j0                  // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e2_13: goto s5                       // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3: jump s4e3_1 s4e3_3 s4e3_5 s4e3_7 s4e3_9 s4e3_11 // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_2: goto s4e3_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_4: goto s4e3_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_6: goto s4e3_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_8: goto s4e3_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_10: goto s4e3_j0                  // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e3_13: goto s16e16                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4: jump s4e4_1 s4e4_3 s4e4_5 s4e4_7 s4e4_9 s4e4_11 // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_2: goto s4e4_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_4: goto s4e4_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_6: goto s4e4_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_8: goto s4e4_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_10: goto s4e4_j0                  // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e4_13: goto s16e16                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5: jump s4e5_1 s4e5_3 s4e5_5 s4e5_7 s4e5_9 s4e5_11 // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_2: goto s4e5_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_4: goto s4e5_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_6: goto s4e5_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_8: goto s4e5_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_10: goto s4e5_j0                  // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e5_13: goto s16e16                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6: jump s4e6_1 s4e6_3 s4e6_5 s4e6_7 s4e6_9 s4e6_11 // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_2: goto s4e6_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_4: goto s4e6_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_6: goto s4e6_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_8: goto s4e6_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_10: goto s4e6_j0                  // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e6_13: goto s16e16                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7: jump s4e7_1 s4e7_3 s4e7_5 s4e7_7 s4e7_9 s4e7_11 // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_2: goto s4e7_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_4: goto s4e7_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_6: goto s4e7_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_8: goto s4e7_j0                   // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_10: goto s4e7_j0                  // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s4e7_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:68)
  s7e15: read corpus.extra.externalstate.fixed.Main$State.TERMINATED // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:69)
  s8e15: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:69)
  s9e15: assign corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot shutdownWhenStarted=0/state=TERMINATED // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:69)
  s9e15_1: goto s19                      // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:69)
  s16e16: read corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:71)
  s17e16: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:71)
  s18e16: assign corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot shutdownWhenStarted=0/state=RUNNING // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:71)
  s18e16_1: goto s19                     // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:71)
  s26e17: read corpus.extra.externalstate.fixed.Main$State.TERMINATED // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:76)
  s27e17: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:76)
  s28e17: assign corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot shutdownWhenStarted=0/state=TERMINATED // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:76)
  s28e17_1: goto s29                     // at corpus.extra.externalstate.fixed.Main$Service.run(Main.java:76)
}

proc corpus.extra.externalstate.fixed.Main$Service.startAsync[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:48)
  s2: acquire java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:48)
  s3: switch corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot null s4 nonnull s4 shutdownWhenStarted=0/state=NEW s4e1 shutdownWhenStarted=0/state=RUNNING s4e2 shutdownWhenStarted=0/state=STARTING s4e3 shutdownWhenStarted=0/state=TERMINATED s4e4 shutdownWhenStarted=1/state=STARTING s4e5 // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4: read corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4_1: goto s5e6                        // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s6: release java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:50)
  s6_1: goto exit                        // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:50)
  s16: release java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:53)
  s21: fork corpus.extra.externalstate.fixed.Main$Service.run[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] java.lang.Thread@Main.java:54[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:54)
  s21_1: goto exit                       // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:54)
  s4e1: read corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e1_1: goto s13e12                    // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e2: read corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e2_1: goto s6                        // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e3: read corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e3_1: goto s6                        // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e4: read corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e4_1: goto s6                        // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e5: read corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s4e5_1: goto s6                        // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s5e6: jump s6 s13e12                   // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:49)
  s13e12: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:52)
  s14e12: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52,corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:52)
  s15e12: assign corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot shutdownWhenStarted=0/state=STARTING // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:52)
  s15e12_1: goto s16                     // at corpus.extra.externalstate.fixed.Main$Service.startAsync(Main.java:52)
}

proc corpus.extra.externalstate.fixed.Main$Service.state[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2: jump s2_1 s2_3 s2_5 s2_7 s2_9 s2_11 // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_1: call corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_2: goto s2_j0                       // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_3: call corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52,corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_4: goto s2_j0                       // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_5: call corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60,corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_6: goto s2_j0                       // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_7: call corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_8: goto s2_j0                       // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_9: call corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_10: goto s2_j0                      // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_11: call corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
  s2_j0: skip                            // at corpus.extra.externalstate.fixed.Main$Service.state(Main.java:44)
}

proc corpus.extra.externalstate.fixed.Main$Service.stopAsync[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:58)
  s2: acquire java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:58)
  s3: switch corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot null s4e1 nonnull s4e2 shutdownWhenStarted=0/state=NEW s4e3 shutdownWhenStarted=0/state=RUNNING s4e4 shutdownWhenStarted=0/state=STARTING s4e5 shutdownWhenStarted=0/state=TERMINATED s4e6 shutdownWhenStarted=1/state=STARTING s4e7 // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5_1: goto s6e17                       // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s11: read corpus.extra.externalstate.fixed.Main$Service@Main.java:91.lock // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:61)
  s12: notifyAll java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:61)
  s13: release java.lang.Object@Main.java:40[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:63)
  s13_1: goto exit                       // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:63)
  s4e1: jump s4e1_1 s4e1_3 s4e1_5 s4e1_7 s4e1_9 s4e1_11 // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_2: goto s4e1_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_4: goto s4e1_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_6: goto s4e1_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_8: goto s4e1_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_10: goto s4e1_j0                  // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e1_13: goto s5                       // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2: jump s4e2_1 s4e2_3 s4e2_5 s4e2_7 s4e2_9 s4e2_11 // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_2: goto s4e2_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_4: goto s4e2_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_6: goto s4e2_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_8: goto s4e2_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_10: goto s4e2_j0                  // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e2_13: goto s5                       // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3: jump s4e3_1 s4e3_3 s4e3_5 s4e3_7 s4e3_9 s4e3_11 // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_2: goto s4e3_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_4: goto s4e3_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_6: goto s4e3_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_8: goto s4e3_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_10: goto s4e3_j0                  // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e3_13: goto s5e9                     // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4: jump s4e4_1 s4e4_3 s4e4_5 s4e4_7 s4e4_9 s4e4_11 // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_2: goto s4e4_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_4: goto s4e4_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_6: goto s4e4_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_8: goto s4e4_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_10: goto s4e4_j0                  // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e4_13: goto s5e11                    // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5: jump s4e5_1 s4e5_3 s4e5_5 s4e5_7 s4e5_9 s4e5_11 // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_2: goto s4e5_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_4: goto s4e5_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_6: goto s4e5_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_8: goto s4e5_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_10: goto s4e5_j0                  // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e5_13: goto s5e13                    // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6: jump s4e6_1 s4e6_3 s4e6_5 s4e6_7 s4e6_9 s4e6_11 // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_2: goto s4e6_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_4: goto s4e6_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_6: goto s4e6_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_8: goto s4e6_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_10: goto s4e6_j0                  // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e6_13: goto s5e15                    // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7: jump s4e7_1 s4e7_3 s4e7_5 s4e7_7 s4e7_9 s4e7_11 // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_2: goto s4e7_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_4: goto s4e7_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_5: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_6: goto s4e7_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_7: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_8: goto s4e7_j0                   // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_9: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_10: goto s4e7_j0                  // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_11: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_j0: skip                          // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s4e7_13: goto s5e13                    // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5e9: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5e9_1: goto s13                       // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5e11: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5e11_1: goto s13                      // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5e13: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5e13_1: goto s8e22                    // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5e15: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s5e15_1: goto s13                      // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s6e17: jump s8e22 s13                  // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:59)
  s8e22: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:60)
  s9e22: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60,corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:60)
  s10e22: assign corpus.extra.externalstate.fixed.Main$Service@Main.java:91.snapshot shutdownWhenStarted=1/state=STARTING // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:60)
  s10e22_1: goto s11                     // at corpus.extra.externalstate.fixed.Main$Service.stopAsync(Main.java:60)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s2: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:23)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52,corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s2: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52,corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:23)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s2: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:23)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s2: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:23)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s2: call corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:23)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s4: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:27)
  s5: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:28)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52,corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s4: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:27)
  s5: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:28)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60,corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s4: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:27)
  s5: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:28)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s4: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:27)
  s5: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:28)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s4: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:27)
  s5: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:28)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.<init>(corpus.extra.externalstate.fixed.Main$State;boolean)[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s4: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:27)
  s5: write corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.<init>(Main.java:28)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s8: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:41[corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:35)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52,corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s8: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:52[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:35)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60,corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s3: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:60[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s3_1: goto s4e2                        // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s6: read corpus.extra.externalstate.fixed.Main$State.STOPPING // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:33)
  s6_1: goto exit                        // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:33)
  s4e2: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s4e2_1: goto s6                        // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s8: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:69[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:35)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s8: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:71[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:35)
}

proc corpus.extra.externalstate.fixed.Main$Snapshot.externalState[corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76,corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] {
  s1: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].shutdownWhenStarted // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:32)
  s8: read corpus.extra.externalstate.fixed.Main$Snapshot@Main.java:76[corpus.extra.externalstate.fixed.Main$Service.startAsync:54#21,corpus.extra.externalstate.fixed.Main$Service@Main.java:91].state // at corpus.extra.externalstate.fixed.Main$Snapshot.externalState(Main.java:35)
}

proc corpus.extra.externalstate.fixed.Main$State.$values {
  s1: read corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s2: write corpus.extra.externalstate.fixed.Main$State[]@Main.java:16[] // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s3: read corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s4: write corpus.extra.externalstate.fixed.Main$State[]@Main.java:16[] // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s5: read corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s6: write corpus.extra.externalstate.fixed.Main$State[]@Main.java:16[] // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s7: read corpus.extra.externalstate.fixed.Main$State.STOPPING // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s8: write corpus.extra.externalstate.fixed.Main$State[]@Main.java:16[] // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s9: read corpus.extra.externalstate.fixed.Main$State.TERMINATED // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
  s10: write corpus.extra.externalstate.fixed.Main$State[]@Main.java:16[] // at corpus.extra.externalstate.fixed.Main$State.$values(Main.java:16)
}

proc corpus.extra.externalstate.fixed.Main$State.<clinit> {
  s1: call corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16] // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s2: write corpus.extra.externalstate.fixed.Main$State.NEW // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s4: call corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16#2] // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s5: write corpus.extra.externalstate.fixed.Main$State.STARTING // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s7: call corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16#3] // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s8: write corpus.extra.externalstate.fixed.Main$State.RUNNING // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s10: call corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16#4] // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s11: write corpus.extra.externalstate.fixed.Main$State.STOPPING // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s13: call corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16#5] // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s14: write corpus.extra.externalstate.fixed.Main$State.TERMINATED // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s15: call corpus.extra.externalstate.fixed.Main$State.$values // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
  s16: write corpus.extra.externalstate.fixed.Main$State.$VALUES // at corpus.extra.externalstate.fixed.Main$State.<clinit>(Main.java:16)
}

proc corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16#2] {
}

proc corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16#3] {
}

proc corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16#4] {
}

proc corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16#5] {
}

proc corpus.extra.externalstate.fixed.Main$State.<init>[corpus.extra.externalstate.fixed.Main$State@Main.java:16] {
}

proc corpus.extra.externalstate.fixed.Main.main {
  s2: call corpus.extra.externalstate.fixed.Main$Service.<init>[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main.main(Main.java:91)
  s4: call corpus.extra.externalstate.fixed.Main$Service.startAsync[corpus.extra.externalstate.fixed.Main.main:92#4,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main.main(Main.java:92)
  s5: call corpus.extra.externalstate.fixed.Main$Service.stopAsync[corpus.extra.externalstate.fixed.Main.main:93#5,corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main.main(Main.java:93)
  s6: call corpus.extra.externalstate.fixed.Main$Service.awaitRunning[corpus.extra.externalstate.fixed.Main$Service@Main.java:91] // at corpus.extra.externalstate.fixed.Main.main(Main.java:94)
}

proc entry {
  init0: call corpus.extra.externalstate.fixed.Main$State.<clinit> // at corpus.extra.externalstate.fixed.Main.main(Main.java:91)
  main: call corpus.extra.externalstate.fixed.Main.main // at corpus.extra.externalstate.fixed.Main.main(Main.java:91)
}
