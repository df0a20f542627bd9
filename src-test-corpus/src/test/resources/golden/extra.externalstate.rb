main entry
var corpus.extra.externalstate.Main$Service@Main.java:95.snapshot { null nonnull shutdownWhenStarted=0/state=NEW shutdownWhenStarted=0/state=RUNNING shutdownWhenStarted=0/state=STARTING shutdownWhenStarted=0/state=TERMINATED shutdownWhenStarted=1/state=STARTING } = null

proc corpus.extra.externalstate.Main$Service.<init>[corpus.extra.externalstate.Main$Service@Main.java:95] {
  s4: write corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.<init>(Main.java:44)
  s6e1: read corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$Service.<init>(Main.java:45)
  s7e1: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:45,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.<init>(Main.java:45)
  s8e1: assign corpus.extra.externalstate.Main$Service@Main.java:95.snapshot shutdownWhenStarted=0/state=NEW // at corpus.extra.externalstate.Main$Service.<init>(Main.java:45)
}

proc corpus.extra.externalstate.Main$Service.awaitRunning[corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:86)
  s2: acquire java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:86)
  s3: switch corpus.extra.externalstate.Main$Service@Main.java:95.snapshot null s4 nonnull s4 shutdownWhenStarted=0/state=NEW s4e1 shutdownWhenStarted=0/state=RUNNING s4e2 shutdownWhenStarted=0/state=STARTING s4e3 shutdownWhenStarted=0/state=TERMINATED s4e4 shutdownWhenStarted=1/state=STARTING s4e5 // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4: read corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4_1: goto s5e6                        // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s6: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:88)
  s7: wait java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:88)
  s7_1: goto s3                          // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:88)
  s13: release java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:90)
  s13_1: goto exit                       // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:90)
  s4e1: read corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e1_1: goto s6                        // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e2: read corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e2_1: goto s13                       // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e3: read corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e3_1: goto s6                        // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e4: read corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e4_1: goto s6                        // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e5: read corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s4e5_1: goto s6                        // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
  s5e6: jump s6 s13                      // at corpus.extra.externalstate.Main$Service.awaitRunning(Main.java:87)
}

proc corpus.extra.externalstate.Main$Service.run[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.run(Main.java:71)
  s2: acquire java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:71)
  s3: switch corpus.extra.externalstate.Main$Service@Main.java:95.snapshot null s4e1 nonnull s4e2 shutdownWhenStarted=0/state=NEW s4e3 shutdownWhenStarted=0/state=RUNNING s4e4 shutdownWhenStarted=0/state=STARTING s4e5 shutdownWhenStarted=0/state=TERMINATED s4e6 shutdownWhenStarted=1/state=STARTING s4e7 // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s5: jump s7e15 s16e16                  // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s19: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.run(Main.java:77)
  s20: notifyAll java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:77)
  s21: release java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:78)
  s23: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.run(Main.java:79)
  s24: acquire java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:79)
  s24_1: goto s26e17                     // at corpus.extra.externalstate.Main$Service.run(Main.java:79)
  s29: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.run(Main.java:81)
  s30: notifyAll java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:81)
  s31: release java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:82)
  s31_1: goto exit                       // at corpus.extra.externalstate.Main$Service.run(Main.java:82)
  s4e1: jump s4e1_1 s4e1_3 s4e1_5 s4e1_7 s4e1_9 s4e1_11 // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_2: goto s4e1_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_4: goto s4e1_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_6: goto s4e1_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_8: goto s4e1_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_10: goto s4e1_j0                  // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_j0: skip                          // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e1_13: goto s5                       // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2: jump s4e2_1 s4e2_3 s4e2_5 s4e2_7 s4e2_9 s4e2_11 // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_2: goto s4e2_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_4: goto s4e2_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_6: goto s4e2_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_8: goto s4e2_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_10: goto s4e2_j0                  // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_j0: skip                          // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e2_13: goto s5                       // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3: jump s4e3_1 s4e3_3 s4e3_5 s4e3_7 s4e3_9 s4e3_11 // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_2: goto s4e3_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_4: goto s4e3_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_6: goto s4e3_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_8: goto s4e3_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_10: goto s4e3_j0                  // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_j0: skip                          // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e3_13: goto s16e16                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4: jump s4e4_1 s4e4_3 s4e4_5 s4e4_7 s4e4_9 s4e4_11 // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_2: goto s4e4_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_4: goto s4e4_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_6: goto s4e4_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_8: goto s4e4_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_10: goto s4e4_j0                  // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_j0: skip                          // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e4_13: goto s16e16                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5: jump s4e5_1 s4e5_3 s4e5_5 s4e5_7 s4e5_9 s4e5_11 // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_2: goto s4e5_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_4: goto s4e5_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_6: goto s4e5_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_8: goto s4e5_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_10: goto s4e5_j0                  // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_j0: skip                          // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e5_13: goto s16e16                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6: jump s4e6_1 s4e6_3 s4e6_5 s4e6_7 s4e6_9 s4e6_11 // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_2: goto s4e6_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_4: goto s4e6_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_6: goto s4e6_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_8: goto s4e6_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_10: goto s4e6_j0                  // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_j0: skip                          // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e6_13: goto s16e16                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7: jump s4e7_1 s4e7_3 s4e7_5 s4e7_7 s4e7_9 s4e7_11 // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_2: goto s4e7_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_4: goto s4e7_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_6: goto s4e7_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_8: goto s4e7_j0                   // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_10: goto s4e7_j0                  // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s4e7_j0: skip                          // at corpus.extra.externalstate.Main$Service.run(Main.java:72)
  s7e15: read corpus.extra.externalstate.Main$State.TERMINATED // at corpus.extra.externalstate.Main$Service.run(Main.java:73)
  s8e15: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:73,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:73)
  s9e15: assign corpus.extra.externalstate.Main$Service@Main.java:95.snapshot shutdownWhenStarted=0/state=TERMINATED // at corpus.extra.externalstate.Main$Service.run(Main.java:73)
  s9e15_1: goto s19                      // at corpus.extra.externalstate.Main$Service.run(Main.java:73)
  s16e16: read corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$Service.run(Main.java:75)
  s17e16: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:75,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:75)
  s18e16: assign corpus.extra.externalstate.Main$Service@Main.java:95.snapshot shutdownWhenStarted=0/state=RUNNING // at corpus.extra.externalstate.Main$Service.run(Main.java:75)
  s18e16_1: goto s19                     // at corpus.extra.externalstate.Main$Service.run(Main.java:75)
  s26e17: read corpus.extra.externalstate.Main$State.TERMINATED // at corpus.extra.externalstate.Main$Service.run(Main.java:80)
  s27e17: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:80,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.run(Main.java:80)
  s28e17: assign corpus.extra.externalstate.Main$Service@Main.java:95.snapshot shutdownWhenStarted=0/state=TERMINATED // at corpus.extra.externalstate.Main$Service.run(Main.java:80)
  s28e17_1: goto s29                     // at corpus.extra.externalstate.Main$Service.run(Main.java:80)
}

proc corpus.extra.externalstate.Main$Service.startAsync[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:52)
  s2: acquire java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:52)
  s3: switch corpus.extra.externalstate.Main$Service@Main.java:95.snapshot null s4 nonnull s4 shutdownWhenStarted=0/state=NEW s4e1 shutdownWhenStarted=0/state=RUNNING s4e2 shutdownWhenStarted=0/state=STARTING s4e3 shutdownWhenStarted=0/state=TERMINATED s4e4 shutdownWhenStarted=1/state=STARTING s4e5 // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4: read corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4_1: goto s5e6                        // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s6: release java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:54)
  s6_1: goto exit                        // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:54)
  s16: release java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:57)
  s21: fork corpus.extra.externalstate.Main$Service.run[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] java.lang.Thread@Main.java:58[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:58)
  s21_1: goto exit                       // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:58)
  s4e1: read corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e1_1: goto s13e12                    // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e2: read corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e2_1: goto s6                        // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e3: read corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e3_1: goto s6                        // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e4: read corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e4_1: goto s6                        // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e5: read corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s4e5_1: goto s6                        // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s5e6: jump s6 s13e12                   // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:53)
  s13e12: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:56)
  s14e12: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:56,corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:56)
  s15e12: assign corpus.extra.externalstate.Main$Service@Main.java:95.snapshot shutdownWhenStarted=0/state=STARTING // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:56)
  s15e12_1: goto s16                     // at corpus.extra.externalstate.Main$Service.startAsync(Main.java:56)
}

proc corpus.extra.externalstate.Main$Service.state[corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Service@Main.java:95.snapshot // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2: jump s2_1 s2_3 s2_5 s2_7 s2_9 s2_11 // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_1: call corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:45,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_2: goto s2_j0                       // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_3: call corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:56,corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_4: goto s2_j0                       // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_5: call corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:64,corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_6: goto s2_j0                       // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_7: call corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:73,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_8: goto s2_j0                       // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_9: call corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:75,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_10: goto s2_j0                      // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_11: call corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:80,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
  s2_j0: skip                            // at corpus.extra.externalstate.Main$Service.state(Main.java:48)
}

proc corpus.extra.externalstate.Main$Service.stopAsync[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:62)
  s2: acquire java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:62)
  s3: switch corpus.extra.externalstate.Main$Service@Main.java:95.snapshot null s4e1 nonnull s4e2 shutdownWhenStarted=0/state=NEW s4e3 shutdownWhenStarted=0/state=RUNNING s4e4 shutdownWhenStarted=0/state=STARTING s4e5 shutdownWhenStarted=0/state=TERMINATED s4e6 shutdownWhenStarted=1/state=STARTING s4e7 // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5_1: goto s6e17                       // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s11: read corpus.extra.externalstate.Main$Service@Main.java:95.lock // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:65)
  s12: notifyAll java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:65)
  s13: release java.lang.Object@Main.java:44[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:67)
  s13_1: goto exit                       // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:67)
  s4e1: jump s4e1_1 s4e1_3 s4e1_5 s4e1_7 s4e1_9 s4e1_11 // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_2: goto s4e1_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_4: goto s4e1_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_6: goto s4e1_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_8: goto s4e1_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_10: goto s4e1_j0                  // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_j0: skip                          // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e1_13: goto s5                       // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2: jump s4e2_1 s4e2_3 s4e2_5 s4e2_7 s4e2_9 s4e2_11 // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_2: goto s4e2_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_4: goto s4e2_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_6: goto s4e2_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_8: goto s4e2_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_10: goto s4e2_j0                  // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_j0: skip                          // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e2_13: goto s5                       // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3: jump s4e3_1 s4e3_3 s4e3_5 s4e3_7 s4e3_9 s4e3_11 // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_2: goto s4e3_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_4: goto s4e3_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_6: goto s4e3_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_8: goto s4e3_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_10: goto s4e3_j0                  // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_j0: skip                          // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e3_13: goto s5e9                     // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4: jump s4e4_1 s4e4_3 s4e4_5 s4e4_7 s4e4_9 s4e4_11 // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_2: goto s4e4_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_4: goto s4e4_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_6: goto s4e4_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_8: goto s4e4_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_10: goto s4e4_j0                  // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_j0: skip                          // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e4_13: goto s5e11                    // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5: jump s4e5_1 s4e5_3 s4e5_5 s4e5_7 s4e5_9 s4e5_11 // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_2: goto s4e5_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_4: goto s4e5_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_6: goto s4e5_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_8: goto s4e5_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_10: goto s4e5_j0                  // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_j0: skip                          // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e5_13: goto s5e13                    // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6: jump s4e6_1 s4e6_3 s4e6_5 s4e6_7 s4e6_9 s4e6_11 // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_2: goto s4e6_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_4: goto s4e6_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_6: goto s4e6_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_8: goto s4e6_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_10: goto s4e6_j0                  // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_j0: skip                          // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e6_13: goto s5e15                    // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7: jump s4e7_1 s4e7_3 s4e7_5 s4e7_7 s4e7_9 s4e7_11 // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_2: goto s4e7_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_3: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_4: goto s4e7_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_5: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_6: goto s4e7_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_7: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_8: goto s4e7_j0                   // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_9: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_10: goto s4e7_j0                  // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_11: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_j0: skip                          // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s4e7_13: goto s5e13                    // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5e9: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5e9_1: goto s13                       // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5e11: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5e11_1: goto s13                      // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5e13: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5e13_1: goto s8e22                    // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5e15: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s5e15_1: goto s13                      // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s6e17: jump s8e22 s13                  // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:63)
  s8e22: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:64)
  s9e22: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:64,corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:64)
  s10e22: assign corpus.extra.externalstate.Main$Service@Main.java:95.snapshot shutdownWhenStarted=1/state=STARTING // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:64)
  s10e22_1: goto s11                     // at corpus.extra.externalstate.Main$Service.stopAsync(Main.java:64)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:45,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s2: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:45,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:27)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:56,corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s2: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:56,corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:27)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:73,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s2: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:73,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:27)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:75,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s2: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:75,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:27)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State)[corpus.extra.externalstate.Main$Snapshot@Main.java:80,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s2: call corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:80,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:27)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:45,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s4: write corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:31)
  s5: write corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:32)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:56,corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s4: write corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:31)
  s5: write corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:32)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:64,corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s4: write corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:31)
  s5: write corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:32)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:73,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s4: write corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:31)
  s5: write corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:32)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:75,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s4: write corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:31)
  s5: write corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:32)
}

proc corpus.extra.externalstate.Main$Snapshot.<init>(corpus.extra.externalstate.Main$State;boolean)[corpus.extra.externalstate.Main$Snapshot@Main.java:80,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s4: write corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:31)
  s5: write corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.<init>(Main.java:32)
}

proc corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:45,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s8: read corpus.extra.externalstate.Main$Snapshot@Main.java:45[corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:39)
}

proc corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:56,corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s8: read corpus.extra.externalstate.Main$Snapshot@Main.java:56[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:39)
}

proc corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:64,corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s3: read corpus.extra.externalstate.Main$Snapshot@Main.java:64[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s3_1: goto s4e2                        // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s6: read corpus.extra.externalstate.Main$State.STOPPING // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:37)
  s6_1: goto exit                        // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:37)
  s4e2: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s4e2_1: goto s6                        // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
}

proc corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:73,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s8: read corpus.extra.externalstate.Main$Snapshot@Main.java:73[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:39)
}

proc corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:75,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s8: read corpus.extra.externalstate.Main$Snapshot@Main.java:75[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:39)
}

proc corpus.extra.externalstate.Main$Snapshot.externalState[corpus.extra.externalstate.Main$Snapshot@Main.java:80,corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95] {
  s1: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].shutdownWhenStarted // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:36)
  s8: read corpus.extra.externalstate.Main$Snapshot@Main.java:80[corpus.extra.externalstate.Main$Service.startAsync:58#21,corpus.extra.externalstate.Main$Service@Main.java:95].state // at corpus.extra.externalstate.Main$Snapshot.externalState(Main.java:39)
}

proc corpus.extra.externalstate.Main$State.$values {
  s1: read corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s2: write corpus.extra.externalstate.Main$State[]@Main.java:20[] // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s3: read corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s4: write corpus.extra.externalstate.Main$State[]@Main.java:20[] // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s5: read corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s6: write corpus.extra.externalstate.Main$State[]@Main.java:20[] // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s7: read corpus.extra.externalstate.Main$State.STOPPING // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s8: write corpus.extra.externalstate.Main$State[]@Main.java:20[] // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s9: read corpus.extra.externalstate.Main$State.TERMINATED // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
  s10: write corpus.extra.externalstate.Main$State[]@Main.java:20[] // at corpus.extra.externalstate.Main$State.$values(Main.java:20)
}

proc corpus.extra.externalstate.Main$State.<clinit> {
  s1: call corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20] // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s2: write corpus.extra.externalstate.Main$State.NEW // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s4: call corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20#2] // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s5: write corpus.extra.externalstate.Main$State.STARTING // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s7: call corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20#3] // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s8: write corpus.extra.externalstate.Main$State.RUNNING // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s10: call corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20#4] // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s11: write corpus.extra.externalstate.Main$State.STOPPING // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s13: call corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20#5] // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s14: write corpus.extra.externalstate.Main$State.TERMINATED // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s15: call corpus.extra.externalstate.Main$State.$values // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
  s16: write corpus.extra.externalstate.Main$State.$VALUES // at corpus.extra.externalstate.Main$State.<clinit>(Main.java:20)
}

proc corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20#2] {
}

proc corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20#3] {
}

proc corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20#4] {
}

proc corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20#5] {
}

proc corpus.extra.externalstate.Main$State.<init>[corpus.extra.externalstate.Main$State@Main.java:20] {
}

proc corpus.extra.externalstate.Main.main {
  s2: call corpus.extra.externalstate.Main$Service.<init>[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main.main(Main.java:95)
  s4: call corpus.extra.externalstate.Main$Service.startAsync[corpus.extra.externalstate.Main.main:96#4,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main.main(Main.java:96)
  s5: call corpus.extra.externalstate.Main$Service.stopAsync[corpus.extra.externalstate.Main.main:97#5,corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main.main(Main.java:97)
  s6: call corpus.extra.externalstate.Main$Service.awaitRunning[corpus.extra.externalstate.Main$Service@Main.java:95] // at corpus.extra.externalstate.Main.main(Main.java:98)
}

proc entry {
  init0: call corpus.extra.externalstate.Main$State.<clinit> // at corpus.extra.externalstate.Main.main(Main.java:95)
  main: call corpus.extra.externalstate.Main.main // at corpus.extra.externalstate.Main.main(Main.java:95)
}
