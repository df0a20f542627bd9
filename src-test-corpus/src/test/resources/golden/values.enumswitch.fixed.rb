main entry
var corpus.values.enumswitch.fixed.Main@Main.java:34.phase { null INIT RUNNING DONE } = null

proc corpus.values.enumswitch.fixed.Main$Phase.$values {
  s1: read corpus.values.enumswitch.fixed.Main$Phase.INIT // at corpus.values.enumswitch.fixed.Main$Phase.$values(Main.java:15)
  s2: write corpus.values.enumswitch.fixed.Main$Phase[]@Main.java:15[0] // at corpus.values.enumswitch.fixed.Main$Phase.$values(Main.java:15)
  s3: read corpus.values.enumswitch.fixed.Main$Phase.RUNNING // at corpus.values.enumswitch.fixed.Main$Phase.$values(Main.java:15)
  s4: write corpus.values.enumswitch.fixed.Main$Phase[]@Main.java:15[1] // at corpus.values.enumswitch.fixed.Main$Phase.$values(Main.java:15)
  s5: read corpus.values.enumswitch.fixed.Main$Phase.DONE // at corpus.values.enumswitch.fixed.Main$Phase.$values(Main.java:15)
  s6: write corpus.values.enumswitch.fixed.Main$Phase[]@Main.java:15[2] // at corpus.values.enumswitch.fixed.Main$Phase.$values(Main.java:15)
}

proc corpus.values.enumswitch.fixed.Main$Phase.<clinit> {
  s1: call corpus.values.enumswitch.fixed.Main$Phase.<init>[corpus.values.enumswitch.fixed.Main$Phase@Main.java:15#2] // at corpus.values.enumswitch.fixed.Main$Phase.<clinit>(Main.java:15)
  s2: write corpus.values.enumswitch.fixed.Main$Phase.INIT // at corpus.values.enumswitch.fixed.Main$Phase.<clinit>(Main.java:15)
  s4: call corpus.values.enumswitch.fixed.Main$Phase.<init>[corpus.values.enumswitch.fixed.Main$Phase@Main.java:15#2] // at corpus.values.enumswitch.fixed.Main$Phase.<clinit>(Main.java:15)
  s5: write corpus.values.enumswitch.fixed.Main$Phase.RUNNING // at corpus.values.enumswitch.fixed.Main$Phase.<clinit>(Main.java:15)
  s7: call corpus.values.enumswitch.fixed.Main$Phase.<init>[corpus.values.enumswitch.fixed.Main$Phase@Main.java:15#2] // at corpus.values.enumswitch.fixed.Main$Phase.<clinit>(Main.java:15)
  s8: write corpus.values.enumswitch.fixed.Main$Phase.DONE // at corpus.values.enumswitch.fixed.Main$Phase.<clinit>(Main.java:15)
  s9: call corpus.values.enumswitch.fixed.Main$Phase.$values // at corpus.values.enumswitch.fixed.Main$Phase.<clinit>(Main.java:15)
  s10: write corpus.values.enumswitch.fixed.Main$Phase.$VALUES // at corpus.values.enumswitch.fixed.Main$Phase.<clinit>(Main.java:15)
}

proc corpus.values.enumswitch.fixed.Main$Phase.<init>[corpus.values.enumswitch.fixed.Main$Phase@Main.java:15#2] {
}

proc corpus.values.enumswitch.fixed.Main.<init>[corpus.values.enumswitch.fixed.Main@Main.java:34] {
  s2: read corpus.values.enumswitch.fixed.Main$Phase.INIT // at corpus.values.enumswitch.fixed.Main.<init>(Main.java:17)
  s3e1: assign corpus.values.enumswitch.fixed.Main@Main.java:34.phase INIT // at corpus.values.enumswitch.fixed.Main.<init>(Main.java:17)
}

proc corpus.values.enumswitch.fixed.Main.advance[corpus.values.enumswitch.fixed.Main.main:43#9,corpus.values.enumswitch.fixed.Main@Main.java:34] {
  sync: acquire corpus.values.enumswitch.fixed.Main@Main.java:34 // at corpus.values.enumswitch.fixed.Main.advance(Main.java:20)
  s1: switch corpus.values.enumswitch.fixed.Main@Main.java:34.phase null s3 INIT s4 RUNNING s6 DONE s6 // at corpus.values.enumswitch.fixed.Main.advance(Main.java:20)
  s3: jump s4 s6 ret_0                   // at corpus.values.enumswitch.fixed.Main.advance(Main.java:20)
  s4: read corpus.values.enumswitch.fixed.Main$Phase.RUNNING // at corpus.values.enumswitch.fixed.Main.advance(Main.java:21)
  s4_1: goto s7e11                       // at corpus.values.enumswitch.fixed.Main.advance(Main.java:21)
  s6: read corpus.values.enumswitch.fixed.Main$Phase.DONE // at corpus.values.enumswitch.fixed.Main.advance(Main.java:22)
  s6_1: goto s7e12                       // at corpus.values.enumswitch.fixed.Main.advance(Main.java:22)
  s8: notifyAll corpus.values.enumswitch.fixed.Main@Main.java:34 // at corpus.values.enumswitch.fixed.Main.advance(Main.java:24)
  s8_1: goto ret_0                       // at corpus.values.enumswitch.fixed.Main.advance(Main.java:24)
  s7e11: assign corpus.values.enumswitch.fixed.Main@Main.java:34.phase RUNNING // at corpus.values.enumswitch.fixed.Main.advance(Main.java:20)
  s7e11_1: goto s8                       // at corpus.values.enumswitch.fixed.Main.advance(Main.java:20)
  s7e12: assign corpus.values.enumswitch.fixed.Main@Main.java:34.phase DONE // at corpus.values.enumswitch.fixed.Main.advance(Main.java:20)
  s7e12_1: goto s8                       // at corpus.values.enumswitch.fixed.Main.advance(Main.java:20)
  ret_0: release corpus.values.enumswitch.fixed.Main@Main.java:34 // at corpus.values.enumswitch.fixed.Main.advance(Main.java:20)
}

proc corpus.values.enumswitch.fixed.Main.awaitDone[corpus.values.enumswitch.fixed.Main@Main.java:34] {
  sync: acquire corpus.values.enumswitch.fixed.Main@Main.java:34 // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  s1: switch corpus.values.enumswitch.fixed.Main@Main.java:34.phase null s2e1 INIT s2e2 RUNNING s2e3 DONE s2e4 // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  s4: wait corpus.values.enumswitch.fixed.Main@Main.java:34 // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:29)
  s4_1: goto s1                          // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:29)
  s2e1: read corpus.values.enumswitch.fixed.Main$Phase.DONE // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  s2e1_1: goto s4                        // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  s2e2: read corpus.values.enumswitch.fixed.Main$Phase.DONE // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  s2e2_1: goto s4                        // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  s2e3: read corpus.values.enumswitch.fixed.Main$Phase.DONE // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  s2e3_1: goto s4                        // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  s2e4: read corpus.values.enumswitch.fixed.Main$Phase.DONE // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
  ret_0: release corpus.values.enumswitch.fixed.Main@Main.java:34 // at corpus.values.enumswitch.fixed.Main.awaitDone(Main.java:28)
}

proc corpus.values.enumswitch.fixed.Main.lambda$main$0[corpus.values.enumswitch.fixed.Main.main:35#8] {
  s1: call corpus.values.enumswitch.fixed.Main.awaitDone[corpus.values.enumswitch.fixed.Main@Main.java:34] // at corpus.values.enumswitch.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.values.enumswitch.fixed.Main.main {
  s2: call corpus.values.enumswitch.fixed.Main.<init>[corpus.values.enumswitch.fixed.Main@Main.java:34] // at corpus.values.enumswitch.fixed.Main.main(Main.java:34)
  s8: fork corpus.values.enumswitch.fixed.Main.lambda$main$0[corpus.values.enumswitch.fixed.Main.main:35#8] java.lang.Thread@Main.java:35 // at corpus.values.enumswitch.fixed.Main.main(Main.java:42)
  s9: call corpus.values.enumswitch.fixed.Main.advance[corpus.values.enumswitch.fixed.Main.main:43#9,corpus.values.enumswitch.fixed.Main@Main.java:34] // at corpus.values.enumswitch.fixed.Main.main(Main.java:43)
  s10: call corpus.values.enumswitch.fixed.Main.advance[corpus.values.enumswitch.fixed.Main.main:43#9,corpus.values.enumswitch.fixed.Main@Main.java:34] // at corpus.values.enumswitch.fixed.Main.main(Main.java:44)
  s11: join java.lang.Thread@Main.java:35 // at corpus.values.enumswitch.fixed.Main.main(Main.java:45)
}

proc entry {
  init0: call corpus.values.enumswitch.fixed.Main$Phase.<clinit> // at corpus.values.enumswitch.fixed.Main.main(Main.java:34)
  main: call corpus.values.enumswitch.fixed.Main.main // at corpus.values.enumswitch.fixed.Main.main(Main.java:34)
}
