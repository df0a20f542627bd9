main entry
var corpus.extra.setterstate.fixed.Main@Main.java:30.state { null NEW RUNNING STOPPED } = null

proc corpus.extra.setterstate.fixed.Main$State.$values {
  s1: read corpus.extra.setterstate.fixed.Main$State.NEW // at corpus.extra.setterstate.fixed.Main$State.$values(Main.java:14)
  s2: write corpus.extra.setterstate.fixed.Main$State[]@Main.java:14[0] // at corpus.extra.setterstate.fixed.Main$State.$values(Main.java:14)
  s3: read corpus.extra.setterstate.fixed.Main$State.RUNNING // at corpus.extra.setterstate.fixed.Main$State.$values(Main.java:14)
  s4: write corpus.extra.setterstate.fixed.Main$State[]@Main.java:14[1] // at corpus.extra.setterstate.fixed.Main$State.$values(Main.java:14)
  s5: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main$State.$values(Main.java:14)
  s6: write corpus.extra.setterstate.fixed.Main$State[]@Main.java:14[2] // at corpus.extra.setterstate.fixed.Main$State.$values(Main.java:14)
}

proc corpus.extra.setterstate.fixed.Main$State.<clinit> {
  s1: call corpus.extra.setterstate.fixed.Main$State.<init>[corpus.extra.setterstate.fixed.Main$State@Main.java:14#2] // at corpus.extra.setterstate.fixed.Main$State.<clinit>(Main.java:14)
  s2: write corpus.extra.setterstate.fixed.Main$State.NEW // at corpus.extra.setterstate.fixed.Main$State.<clinit>(Main.java:14)
  s4: call corpus.extra.setterstate.fixed.Main$State.<init>[corpus.extra.setterstate.fixed.Main$State@Main.java:14#2] // at corpus.extra.setterstate.fixed.Main$State.<clinit>(Main.java:14)
  s5: write corpus.extra.setterstate.fixed.Main$State.RUNNING // at corpus.extra.setterstate.fixed.Main$State.<clinit>(Main.java:14)
  s7: call corpus.extra.setterstate.fixed.Main$State.<init>[corpus.extra.setterstate.fixed.Main$State@Main.java:14#2] // at corpus.extra.setterstate.fixed.Main$State.<clinit>(Main.java:14)
  s8: write corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main$State.<clinit>(Main.java:14)
  s9: call corpus.extra.setterstate.fixed.Main$State.$values // at corpus.extra.setterstate.fixed.Main$State.<clinit>(Main.java:14)
  s10: write corpus.extra.setterstate.fixed.Main$State.$VALUES // at corpus.extra.setterstate.fixed.Main$State.<clinit>(Main.java:14)
}

proc corpus.extra.setterstate.fixed.Main$State.<init>[corpus.extra.setterstate.fixed.Main$State@Main.java:14#2] {
}

proc corpus.extra.setterstate.fixed.Main.<init>[corpus.extra.setterstate.fixed.Main@Main.java:30] {
  s2: read corpus.extra.setterstate.fixed.Main$State.NEW // at corpus.extra.setterstate.fixed.Main.<init>(Main.java:16)
  s3e1: assign corpus.extra.setterstate.fixed.Main@Main.java:30.state NEW // at corpus.extra.setterstate.fixed.Main.<init>(Main.java:16)
}

proc corpus.extra.setterstate.fixed.Main.awaitState[corpus.extra.setterstate.fixed.Main@Main.java:30] {
  sync: acquire corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s2: switch corpus.extra.setterstate.fixed.Main@Main.java:30.state null s4 NEW s3e2 RUNNING s3e3 STOPPED s4 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s4: switch corpus.extra.setterstate.fixed.Main@Main.java:30.state null s5e5 NEW s5e6 RUNNING s5e7 STOPPED s5e8 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s7: wait corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:25)
  s7_1: goto s2                          // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:25)
  s3e2: jump s4 ret_0                    // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s3e3: jump s4 ret_0                    // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e5: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e5_1: goto s7                        // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e6: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e6_1: goto s7                        // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e7: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e7_1: goto s7                        // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e8: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  ret_0: release corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
}

proc corpus.extra.setterstate.fixed.Main.awaitState[corpus.extra.setterstate.fixed.Main@Main.java:30]#args,p0=RUNNING {
  sync: acquire corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s2e1: switch corpus.extra.setterstate.fixed.Main@Main.java:30.state null s4e1 NEW s4e1 RUNNING ret_0 STOPPED s4e1 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s4e1: switch corpus.extra.setterstate.fixed.Main@Main.java:30.state null s5e6 NEW s5e7 RUNNING s5e8 STOPPED s5e9 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s7e1: wait corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:25)
  s7e1_1: goto s2e1                      // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:25)
  s5e6: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e6_1: goto s7e1                      // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e7: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e7_1: goto s7e1                      // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e8: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e8_1: goto s7e1                      // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  s5e9: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
  ret_0: release corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.awaitState(Main.java:24)
}

proc corpus.extra.setterstate.fixed.Main.lambda$main$0[corpus.extra.setterstate.fixed.Main.main:31#8] {
  s1: read corpus.extra.setterstate.fixed.Main$State.RUNNING // at corpus.extra.setterstate.fixed.Main.lambda$main$0(Main.java:33)
  s2e1: call corpus.extra.setterstate.fixed.Main.awaitState[corpus.extra.setterstate.fixed.Main@Main.java:30]#args,p0=RUNNING // at corpus.extra.setterstate.fixed.Main.lambda$main$0(Main.java:33)
}

proc corpus.extra.setterstate.fixed.Main.main {
  s2: call corpus.extra.setterstate.fixed.Main.<init>[corpus.extra.setterstate.fixed.Main@Main.java:30] // at corpus.extra.setterstate.fixed.Main.main(Main.java:30)
  s8: fork corpus.extra.setterstate.fixed.Main.lambda$main$0[corpus.extra.setterstate.fixed.Main.main:31#8] java.lang.Thread@Main.java:31 // at corpus.extra.setterstate.fixed.Main.main(Main.java:38)
  s9: read corpus.extra.setterstate.fixed.Main$State.RUNNING // at corpus.extra.setterstate.fixed.Main.main(Main.java:39)
  s9_1: goto s10e1                       // at corpus.extra.setterstate.fixed.Main.main(Main.java:39)
  s11: read corpus.extra.setterstate.fixed.Main$State.STOPPED // at corpus.extra.setterstate.fixed.Main.main(Main.java:40)
  s11_1: goto s12e2                      // at corpus.extra.setterstate.fixed.Main.main(Main.java:40)
  s13: join java.lang.Thread@Main.java:31 // at corpus.extra.setterstate.fixed.Main.main(Main.java:41)
  s13_1: goto exit                       // at corpus.extra.setterstate.fixed.Main.main(Main.java:41)
  s10e1: call corpus.extra.setterstate.fixed.Main.set[corpus.extra.setterstate.fixed.Main@Main.java:30]#args,p0=RUNNING // at corpus.extra.setterstate.fixed.Main.main(Main.java:39)
  s10e1_1: goto s11                      // at corpus.extra.setterstate.fixed.Main.main(Main.java:39)
  s12e2: call corpus.extra.setterstate.fixed.Main.set[corpus.extra.setterstate.fixed.Main@Main.java:30]#args,p0=STOPPED // at corpus.extra.setterstate.fixed.Main.main(Main.java:40)
  s12e2_1: goto s13                      // at corpus.extra.setterstate.fixed.Main.main(Main.java:40)
}

proc corpus.extra.setterstate.fixed.Main.set[corpus.extra.setterstate.fixed.Main@Main.java:30] {
  sync: acquire corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2: jump s2_1 s2_3 s2_5 s2_7           // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2_1: assign corpus.extra.setterstate.fixed.Main@Main.java:30.state null // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2_2: goto s2_j0                       // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2_3: assign corpus.extra.setterstate.fixed.Main@Main.java:30.state NEW // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2_4: goto s2_j0                       // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2_5: assign corpus.extra.setterstate.fixed.Main@Main.java:30.state RUNNING // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2_6: goto s2_j0                       // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2_7: assign corpus.extra.setterstate.fixed.Main@Main.java:30.state STOPPED // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2_j0: skip                            // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s3: notifyAll corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:20)
  ret_0: release corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
}

proc corpus.extra.setterstate.fixed.Main.set[corpus.extra.setterstate.fixed.Main@Main.java:30]#args,p0=RUNNING {
  sync: acquire corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  sync_1: goto s2e1                      // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s3: notifyAll corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:20)
  s3_1: goto ret_0                       // at corpus.extra.setterstate.fixed.Main.set(Main.java:20)
  s2e1: assign corpus.extra.setterstate.fixed.Main@Main.java:30.state RUNNING // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2e1_1: goto s3                        // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  ret_0: release corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
}

proc corpus.extra.setterstate.fixed.Main.set[corpus.extra.setterstate.fixed.Main@Main.java:30]#args,p0=STOPPED {
  sync: acquire corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  sync_1: goto s2e1                      // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s3: notifyAll corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:20)
  s3_1: goto ret_0                       // at corpus.extra.setterstate.fixed.Main.set(Main.java:20)
  s2e1: assign corpus.extra.setterstate.fixed.Main@Main.java:30.state STOPPED // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  s2e1_1: goto s3                        // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
  ret_0: release corpus.extra.setterstate.fixed.Main@Main.java:30 // at corpus.extra.setterstate.fixed.Main.set(Main.java:19)
}

proc entry {
  init0: call corpus.extra.setterstate.fixed.Main$State.<clinit> // at corpus.extra.setterstate.fixed.Main.main(Main.java:30)
  main: call corpus.extra.setterstate.fixed.Main.main // at corpus.extra.setterstate.fixed.Main.main(Main.java:30)
}
