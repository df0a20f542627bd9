main corpus.values.stagecounter.Main.main
var corpus.values.stagecounter.Main@Main.java:30.stage { 0 1 2 3 * } = 0

proc corpus.values.stagecounter.Main.<init>[corpus.values.stagecounter.Main@Main.java:30] {
}

proc corpus.values.stagecounter.Main.advance[corpus.values.stagecounter.Main@Main.java:30] {
  sync: acquire corpus.values.stagecounter.Main@Main.java:30 // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s1: switch corpus.values.stagecounter.Main@Main.java:30.stage 0 s3e7 1 s3e9 2 s3e11 3 s3e13 * s3e15 // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s4: notifyAll corpus.values.stagecounter.Main@Main.java:30 // at corpus.values.stagecounter.Main.advance(Main.java:20)
  s4_1: goto ret_0                       // at corpus.values.stagecounter.Main.advance(Main.java:20)
  s3e7: assign corpus.values.stagecounter.Main@Main.java:30.stage 1 // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e7_1: goto s4                        // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e9: assign corpus.values.stagecounter.Main@Main.java:30.stage 2 // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e9_1: goto s4                        // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e11: assign corpus.values.stagecounter.Main@Main.java:30.stage 3 // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e11_1: goto s4                       // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e13: assign corpus.values.stagecounter.Main@Main.java:30.stage * // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e13_1: goto s4                       // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e15: assign corpus.values.stagecounter.Main@Main.java:30.stage * // at corpus.values.stagecounter.Main.advance(Main.java:19)
  s3e15_1: goto s4                       // at corpus.values.stagecounter.Main.advance(Main.java:19)
  ret_0: release corpus.values.stagecounter.Main@Main.java:30 // at corpus.values.stagecounter.Main.advance(Main.java:19)
}

proc corpus.values.stagecounter.Main.awaitStage[corpus.values.stagecounter.Main@Main.java:30] {
  sync: acquire corpus.values.stagecounter.Main@Main.java:30 // at corpus.values.stagecounter.Main.awaitStage(Main.java:24)
  s2: switch corpus.values.stagecounter.Main@Main.java:30.stage 0 s4 1 s4 2 s4 3 ret_0 * s3e5 // at corpus.values.stagecounter.Main.awaitStage(Main.java:24)
  s4: wait corpus.values.stagecounter.Main@Main.java:30 // at corpus.values.stagecounter.Main.awaitStage(Main.java:25)
  s4_1: goto s2                          // at corpus.values.stagecounter.Main.awaitStage(Main.java:25)
  s3e5: jump s4 ret_0                    // at corpus.values.stagecounter.Main.awaitStage(Main.java:24)
  ret_0: release corpus.values.stagecounter.Main@Main.java:30 // at corpus.values.stagecounter.Main.awaitStage(Main.java:24)
}

proc corpus.values.stagecounter.Main.main {
  s2: call corpus.values.stagecounter.Main.<init>[corpus.values.stagecounter.Main@Main.java:30] // at corpus.values.stagecounter.Main.main(Main.java:30)
  s14: fork corpus.values.stagecounter.Main.advance[corpus.values.stagecounter.Main@Main.java:30] java.lang.Thread@Main.java:31 // at corpus.values.stagecounter.Main.main(Main.java:33)
  s15: fork corpus.values.stagecounter.Main.advance[corpus.values.stagecounter.Main@Main.java:30] java.lang.Thread@Main.java:32 // at corpus.values.stagecounter.Main.main(Main.java:34)
  s16: call corpus.values.stagecounter.Main.awaitStage[corpus.values.stagecounter.Main@Main.java:30] // at corpus.values.stagecounter.Main.main(Main.java:35)
  s17: join java.lang.Thread@Main.java:31 // at corpus.values.stagecounter.Main.main(Main.java:36)
  s18: join java.lang.Thread@Main.java:32 // at corpus.values.stagecounter.Main.main(Main.java:37)
}
