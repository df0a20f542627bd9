main entry
var corpus.values.enumswitch.Main@Main.java:35.phase { null INIT RUNNING DONE } = null

proc corpus.values.enumswitch.Main$Phase.$values {
  s1: read corpus.values.enumswitch.Main$Phase.INIT // at corpus.values.enumswitch.Main$Phase.$values(Main.java:16)
  s2: write corpus.values.enumswitch.Main$Phase[]@Main.java:16[0] // at corpus.values.enumswitch.Main$Phase.$values(Main.java:16)
  s3: read corpus.values.enumswitch.Main$Phase.RUNNING // at corpus.values.enumswitch.Main$Phase.$values(Main.java:16)
  s4: write corpus.values.enumswitch.Main$Phase[]@Main.java:16[1] // at corpus.values.enumswitch.Main$Phase.$values(Main.java:16)
  s5: read corpus.values.enumswitch.Main$Phase.DONE // at corpus.values.enumswitch.Main$Phase.$values(Main.java:16)
  s6: write corpus.values.enumswitch.Main$Phase[]@Main.java:16[2] // at corpus.values.enumswitch.Main$Phase.$values(Main.java:16)
}

proc corpus.values.enumswitch.Main$Phase.<clinit> {
  s1: call corpus.values.enumswitch.Main$Phase.<init>[corpus.values.enumswitch.Main$Phase@Main.java:16#2] // at corpus.values.enumswitch.Main$Phase.<clinit>(Main.java:16)
  s2: write corpus.values.enumswitch.Main$Phase.INIT // at corpus.values.enumswitch.Main$Phase.<clinit>(Main.java:16)
  s4: call corpus.values.enumswitch.Main$Phase.<init>[corpus.values.enumswitch.Main$Phase@Main.java:16#2] // at corpus.values.enumswitch.Main$Phase.<clinit>(Main.java:16)
  s5: write corpus.values.enumswitch.Main$Phase.RUNNING // at corpus.values.enumswitch.Main$Phase.<clinit>(Main.java:16)
  s7: call corpus.values.enumswitch.Main$Phase.<init>[corpus.values.enumswitch.Main$Phase@Main.java:16#2] // at corpus.values.enumswitch.Main$Phase.<clinit>(Main.java:16)
  s8: write corpus.values.enumswitch.Main$Phase.DONE // at corpus.values.enumswitch.Main$Phase.<clinit>(Main.java:16)
  s9: call corpus.values.enumswitch.Main$Phase.$values // at corpus.values.enumswitch.Main$Phase.<clinit>(Main.java:16)
  s10: write corpus.values.enumswitch.Main$Phase.$VALUES // at corpus.values.enumswitch.Main$Phase.<clinit>(Main.java:16)
}

proc corpus.values.enumswitch.Main$Phase.<init>[corpus.values.enumswitch.Main$Phase@Main.java:16#2] {
}

proc corpus.values.enumswitch.Main.<init>[corpus.values.enumswitch.Main@Main.java:35] {
  s2: read corpus.values.enumswitch.Main$Phase.INIT // at corpus.values.enumswitch.Main.<init>(Main.java:18)
  s3e1: assign corpus.values.enumswitch.Main@Main.java:35.phase INIT // at corpus.values.enumswitch.Main.<init>(Main.java:18)
}

proc corpus.values.enumswitch.Main.advance[corpus.values.enumswitch.Main.main:44#9,corpus.values.enumswitch.Main@Main.java:35] {
  sync: acquire corpus.values.enumswitch.Main@Main.java:35 // at corpus.values.enumswitch.Main.advance(Main.java:21)
  s1: switch corpus.values.enumswitch.Main@Main.java:35.phase null s3 INIT s4 RUNNING s6 DONE s6 // at corpus.values.enumswitch.Main.advance(Main.java:21)
  s3: jump s4 s6 ret_0                   // at corpus.values.enumswitch.Main.advance(Main.java:21)
  s4: read corpus.values.enumswitch.Main$Phase.RUNNING // at corpus.values.enumswitch.Main.advance(Main.java:22)
  s4_1: goto s7e11                       // at corpus.values.enumswitch.Main.advance(Main.java:22)
  s6: read corpus.values.enumswitch.Main$Phase.DONE // at corpus.values.enumswitch.Main.advance(Main.java:23)
  s6_1: goto s7e12                       // at corpus.values.enumswitch.Main.advance(Main.java:23)
  s8: notifyAll corpus.values.enumswitch.Main@Main.java:35 // at corpus.values.enumswitch.Main.advance(Main.java:25)
  s8_1: goto ret_0                       // at corpus.values.enumswitch.Main.advance(Main.java:25)
  s7e11: assign corpus.values.enumswitch.Main@Main.java:35.phase RUNNING // at corpus.values.enumswitch.Main.advance(Main.java:21)
  s7e11_1: goto s8                       // at corpus.values.enumswitch.Main.advance(Main.java:21)
  s7e12: assign corpus.values.enumswitch.Main@Main.java:35.phase DONE // at corpus.values.enumswitch.Main.advance(Main.java:21)
  s7e12_1: goto s8                       // at corpus.values.enumswitch.Main.advance(Main.java:21)
  ret_0: release corpus.values.enumswitch.Main@Main.java:35 // at corpus.values.enumswitch.Main.advance(Main.java:21)
}

proc corpus.values.enumswitch.Main.awaitDone[corpus.values.enumswitch.Main@Main.java:35] {
  sync: acquire corpus.values.enumswitch.Main@Main.java:35 // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  s1: switch corpus.values.enumswitch.Main@Main.java:35.phase null s2e1 INIT s2e2 RUNNING s2e3 DONE s2e4 // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  s4: wait corpus.values.enumswitch.Main@Main.java:35 // at corpus.values.enumswitch.Main.awaitDone(Main.java:30)
  s4_1: goto s1                          // at corpus.values.enumswitch.Main.awaitDone(Main.java:30)
  s2e1: read corpus.values.enumswitch.Main$Phase.DONE // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  s2e1_1: goto s4                        // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  s2e2: read corpus.values.enumswitch.Main$Phase.DONE // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  s2e2_1: goto s4                        // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  s2e3: read corpus.values.enumswitch.Main$Phase.DONE // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  s2e3_1: goto s4                        // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  s2e4: read corpus.values.enumswitch.Main$Phase.DONE // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
  ret_0: release corpus.values.enumswitch.Main@Main.java:35 // at corpus.values.enumswitch.Main.awaitDone(Main.java:29)
}

proc corpus.values.enumswitch.Main.lambda$main$0[corpus.values.enumswitch.Main.main:36#8] {
  s1: call corpus.values.enumswitch.Main.awaitDone[corpus.values.enumswitch.Main@Main.java:35] // at corpus.values.enumswitch.Main.lambda$main$0(Main.java:38)
}

proc corpus.values.enumswitch.Main.main {
  s2: call corpus.values.enumswitch.Main.<init>[corpus.values.enumswitch.Main@Main.java:35] // at corpus.values.enumswitch.Main.main(Main.java:35)
  s8: fork corpus.values.enumswitch.Main.lambda$main$0[corpus.values.enumswitch.Main.main:36#8] java.lang.Thread@Main.java:36 // at corpus.values.enumswitch.Main.main(Main.java:43)
  s9: call corpus.values.enumswitch.Main.advance[corpus.values.enumswitch.Main.main:44#9,corpus.values.enumswitch.Main@Main.java:35] // at corpus.values.enumswitch.Main.main(Main.java:44)
  s10: join java.lang.Thread@Main.java:36 // at corpus.values.enumswitch.Main.main(Main.java:45)
}

proc entry {
  init0: call corpus.values.enumswitch.Main$Phase.<clinit> // at corpus.values.enumswitch.Main.main(Main.java:35)
  main: call corpus.values.enumswitch.Main.main // at corpus.values.enumswitch.Main.main(Main.java:35)
}
