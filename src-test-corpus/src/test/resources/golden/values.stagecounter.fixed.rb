main corpus.values.stagecounter.fixed.Main.main
var corpus.values.stagecounter.fixed.Main@Main.java:31.stage { 0 1 2 * } = 0

proc corpus.values.stagecounter.fixed.Main.<init>[corpus.values.stagecounter.fixed.Main@Main.java:31] {
}

proc corpus.values.stagecounter.fixed.Main.advance[corpus.values.stagecounter.fixed.Main@Main.java:31] {
  sync: acquire corpus.values.stagecounter.fixed.Main@Main.java:31 // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s1: switch corpus.values.stagecounter.fixed.Main@Main.java:31.stage 0 s3e6 1 s3e8 2 s3e10 * s3e12 // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s4: notifyAll corpus.values.stagecounter.fixed.Main@Main.java:31 // at corpus.values.stagecounter.fixed.Main.advance(Main.java:21)
  s4_1: goto ret_0                       // at corpus.values.stagecounter.fixed.Main.advance(Main.java:21)
  s3e6: assign corpus.values.stagecounter.fixed.Main@Main.java:31.stage 1 // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s3e6_1: goto s4                        // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s3e8: assign corpus.values.stagecounter.fixed.Main@Main.java:31.stage 2 // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s3e8_1: goto s4                        // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s3e10: assign corpus.values.stagecounter.fixed.Main@Main.java:31.stage * // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s3e10_1: goto s4                       // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s3e12: assign corpus.values.stagecounter.fixed.Main@Main.java:31.stage * // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  s3e12_1: goto s4                       // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
  ret_0: release corpus.values.stagecounter.fixed.Main@Main.java:31 // at corpus.values.stagecounter.fixed.Main.advance(Main.java:20)
}

proc corpus.values.stagecounter.fixed.Main.awaitStage[corpus.values.stagecounter.fixed.Main@Main.java:31] {
  sync: acquire corpus.values.stagecounter.fixed.Main@Main.java:31 // at corpus.values.stagecounter.fixed.Main.awaitStage(Main.java:25)
  s2: switch corpus.values.stagecounter.fixed.Main@Main.java:31.stage 0 s4 1 s4 2 ret_0 * s3e4 // at corpus.values.stagecounter.fixed.Main.awaitStage(Main.java:25)
  s4: wait corpus.values.stagecounter.fixed.Main@Main.java:31 // at corpus.values.stagecounter.fixed.Main.awaitStage(Main.java:26)
  s4_1: goto s2                          // at corpus.values.stagecounter.fixed.Main.awaitStage(Main.java:26)
  s3e4: jump s4 ret_0                    // at corpus.values.stagecounter.fixed.Main.awaitStage(Main.java:25)
  ret_0: release corpus.values.stagecounter.fixed.Main@Main.java:31 // at corpus.values.stagecounter.fixed.Main.awaitStage(Main.java:25)
}

proc corpus.values.stagecounter.fixed.Main.main {
  s2: call corpus.values.stagecounter.fixed.Main.<init>[corpus.values.stagecounter.fixed.Main@Main.java:31] // at corpus.values.stagecounter.fixed.Main.main(Main.java:31)
  s14: fork corpus.values.stagecounter.fixed.Main.advance[corpus.values.stagecounter.fixed.Main@Main.java:31] java.lang.Thread@Main.java:32 // at corpus.values.stagecounter.fixed.Main.main(Main.java:34)
  s15: fork corpus.values.stagecounter.fixed.Main.advance[corpus.values.stagecounter.fixed.Main@Main.java:31] java.lang.Thread@Main.java:33 // at corpus.values.stagecounter.fixed.Main.main(Main.java:35)
  s16: call corpus.values.stagecounter.fixed.Main.awaitStage[corpus.values.stagecounter.fixed.Main@Main.java:31] // at corpus.values.stagecounter.fixed.Main.main(Main.java:36)
  s17: join java.lang.Thread@Main.java:32 // at corpus.values.stagecounter.fixed.Main.main(Main.java:37)
  s18: join java.lang.Thread@Main.java:33 // at corpus.values.stagecounter.fixed.Main.main(Main.java:38)
}
