main entry
var corpus.extra.setterstate.Main@Main.java:32.state { null NEW RUNNING STOPPED } = null

proc corpus.extra.setterstate.Main$State.$values {
  s1: read corpus.extra.setterstate.Main$State.NEW // at corpus.extra.setterstate.Main$State.$values(Main.java:16)
  s2: write corpus.extra.setterstate.Main$State[]@Main.java:16[0] // at corpus.extra.setterstate.Main$State.$values(Main.java:16)
  s3: read corpus.extra.setterstate.Main$State.RUNNING // at corpus.extra.setterstate.Main$State.$values(Main.java:16)
  s4: write corpus.extra.setterstate.Main$State[]@Main.java:16[1] // at corpus.extra.setterstate.Main$State.$values(Main.java:16)
  s5: read corpus.extra.setterstate.Main$State.STOPPED // at corpus.extra.setterstate.Main$State.$values(Main.java:16)
  s6: write corpus.extra.setterstate.Main$State[]@Main.java:16[2] // at corpus.extra.setterstate.Main$State.$values(Main.java:16)
}

proc corpus.extra.setterstate.Main$State.<clinit> {
  s1: call corpus.extra.setterstate.Main$State.<init>[corpus.extra.setterstate.Main$State@Main.java:16#2] // at corpus.extra.setterstate.Main$State.<clinit>(Main.java:16)
  s2: write corpus.extra.setterstate.Main$State.NEW // at corpus.extra.setterstate.Main$State.<clinit>(Main.java:16)
  s4: call corpus.extra.setterstate.Main$State.<init>[corpus.extra.setterstate.Main$State@Main.java:16#2] // at corpus.extra.setterstate.Main$State.<clinit>(Main.java:16)
  s5: write corpus.extra.setterstate.Main$State.RUNNING // at corpus.extra.setterstate.Main$State.<clinit>(Main.java:16)
  s7: call corpus.extra.setterstate.Main$State.<init>[corpus.extra.setterstate.Main$State@Main.java:16#2] // at corpus.extra.setterstate.Main$State.<clinit>(Main.java:16)
  s8: write corpus.extra.setterstate.Main$State.STOPPED // at corpus.extra.setterstate.Main$State.<clinit>(Main.java:16)
  s9: call corpus.extra.setterstate.Main$State.$values // at corpus.extra.setterstate.Main$State.<clinit>(Main.java:16)
  s10: write corpus.extra.setterstate.Main$State.$VALUES // at corpus.extra.setterstate.Main$State.<clinit>(Main.java:16)
}

proc corpus.extra.setterstate.Main$State.<init>[corpus.extra.setterstate.Main$State@Main.java:16#2] {
}

proc corpus.extra.setterstate.Main.<init>[corpus.extra.setterstate.Main@Main.java:32] {
  s2: read corpus.extra.setterstate.Main$State.NEW // at corpus.extra.setterstate.Main.<init>(Main.java:18)
  s3e1: assign corpus.extra.setterstate.Main@Main.java:32.state NEW // at corpus.extra.setterstate.Main.<init>(Main.java:18)
}

proc corpus.extra.setterstate.Main.awaitState[corpus.extra.setterstate.Main@Main.java:32] {
  sync: acquire corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
  s2: switch corpus.extra.setterstate.Main@Main.java:32.state null s4 NEW s3e2 RUNNING s3e3 STOPPED s3e4 // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
  s4: wait corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.awaitState(Main.java:27)
  s4_1: goto s2                          // at corpus.extra.setterstate.Main.awaitState(Main.java:27)
  s3e2: jump s4 ret_0                    // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
  s3e3: jump s4 ret_0                    // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
  s3e4: jump s4 ret_0                    // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
  ret_0: release corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
}

proc corpus.extra.setterstate.Main.awaitState[corpus.extra.setterstate.Main@Main.java:32]#args,p0=RUNNING {
  sync: acquire corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
  s2e1: switch corpus.extra.setterstate.Main@Main.java:32.state null s4e1 NEW s4e1 RUNNING ret_0 STOPPED s4e1 // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
  s4e1: wait corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.awaitState(Main.java:27)
  s4e1_1: goto s2e1                      // at corpus.extra.setterstate.Main.awaitState(Main.java:27)
  ret_0: release corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.awaitState(Main.java:26)
}

proc corpus.extra.setterstate.Main.lambda$main$0[corpus.extra.setterstate.Main.main:33#8] {
  s1: read corpus.extra.setterstate.Main$State.RUNNING // at corpus.extra.setterstate.Main.lambda$main$0(Main.java:35)
  s2e1: call corpus.extra.setterstate.Main.awaitState[corpus.extra.setterstate.Main@Main.java:32]#args,p0=RUNNING // at corpus.extra.setterstate.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.setterstate.Main.main {
  s2: call corpus.extra.setterstate.Main.<init>[corpus.extra.setterstate.Main@Main.java:32] // at corpus.extra.setterstate.Main.main(Main.java:32)
  s8: fork corpus.extra.setterstate.Main.lambda$main$0[corpus.extra.setterstate.Main.main:33#8] java.lang.Thread@Main.java:33 // at corpus.extra.setterstate.Main.main(Main.java:40)
  s9: read corpus.extra.setterstate.Main$State.RUNNING // at corpus.extra.setterstate.Main.main(Main.java:41)
  s9_1: goto s10e1                       // at corpus.extra.setterstate.Main.main(Main.java:41)
  s11: read corpus.extra.setterstate.Main$State.STOPPED // at corpus.extra.setterstate.Main.main(Main.java:42)
  s11_1: goto s12e2                      // at corpus.extra.setterstate.Main.main(Main.java:42)
  s13: join java.lang.Thread@Main.java:33 // at corpus.extra.setterstate.Main.main(Main.java:43)
  s13_1: goto exit                       // at corpus.extra.setterstate.Main.main(Main.java:43)
  s10e1: call corpus.extra.setterstate.Main.set[corpus.extra.setterstate.Main@Main.java:32]#args,p0=RUNNING // at corpus.extra.setterstate.Main.main(Main.java:41)
  s10e1_1: goto s11                      // at corpus.extra.setterstate.Main.main(Main.java:41)
  s12e2: call corpus.extra.setterstate.Main.set[corpus.extra.setterstate.Main@Main.java:32]#args,p0=STOPPED // at corpus.extra.setterstate.Main.main(Main.java:42)
  s12e2_1: goto s13                      // at corpus.extra.setterstate.Main.main(Main.java:42)
}

proc corpus.extra.setterstate.Main.set[corpus.extra.setterstate.Main@Main.java:32] {
  sync: acquire corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2: jump s2_1 s2_3 s2_5 s2_7           // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2_1: assign corpus.extra.setterstate.Main@Main.java:32.state null // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2_2: goto s2_j0                       // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2_3: assign corpus.extra.setterstate.Main@Main.java:32.state NEW // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2_4: goto s2_j0                       // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2_5: assign corpus.extra.setterstate.Main@Main.java:32.state RUNNING // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2_6: goto s2_j0                       // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2_7: assign corpus.extra.setterstate.Main@Main.java:32.state STOPPED // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2_j0: skip                            // at corpus.extra.setterstate.Main.set(Main.java:21)
  s3: notifyAll corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:22)
  ret_0: release corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:21)
}

proc corpus.extra.setterstate.Main.set[corpus.extra.setterstate.Main@Main.java:32]#args,p0=RUNNING {
  sync: acquire corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:21)
  sync_1: goto s2e1                      // at corpus.extra.setterstate.Main.set(Main.java:21)
  s3: notifyAll corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:22)
  s3_1: goto ret_0                       // at corpus.extra.setterstate.Main.set(Main.java:22)
  s2e1: assign corpus.extra.setterstate.Main@Main.java:32.state RUNNING // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2e1_1: goto s3                        // at corpus.extra.setterstate.Main.set(Main.java:21)
  ret_0: release corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:21)
}

proc corpus.extra.setterstate.Main.set[corpus.extra.setterstate.Main@Main.java:32]#args,p0=STOPPED {
  sync: acquire corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:21)
  sync_1: goto s2e1                      // at corpus.extra.setterstate.Main.set(Main.java:21)
  s3: notifyAll corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:22)
  s3_1: goto ret_0                       // at corpus.extra.setterstate.Main.set(Main.java:22)
  s2e1: assign corpus.extra.setterstate.Main@Main.java:32.state STOPPED // at corpus.extra.setterstate.Main.set(Main.java:21)
  s2e1_1: goto s3                        // at corpus.extra.setterstate.Main.set(Main.java:21)
  ret_0: release corpus.extra.setterstate.Main@Main.java:32 // at corpus.extra.setterstate.Main.set(Main.java:21)
}

proc entry {
  init0: call corpus.extra.setterstate.Main$State.<clinit> // at corpus.extra.setterstate.Main.main(Main.java:32)
  main: call corpus.extra.setterstate.Main.main // at corpus.extra.setterstate.Main.main(Main.java:32)
}
