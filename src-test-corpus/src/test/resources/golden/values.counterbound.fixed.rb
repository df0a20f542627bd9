main corpus.values.counterbound.fixed.Main.main
var corpus.values.counterbound.fixed.Main@Main.java:30.arrived { 0 1 2 3 4 5 6 * } = 0

proc corpus.values.counterbound.fixed.Main.<init>[corpus.values.counterbound.fixed.Main@Main.java:30] {
}

proc corpus.values.counterbound.fixed.Main.arrive[corpus.values.counterbound.fixed.Main@Main.java:30] {
  sync: acquire corpus.values.counterbound.fixed.Main@Main.java:30 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s1: switch corpus.values.counterbound.fixed.Main@Main.java:30.arrived 0 s3e10 1 s3e12 2 s3e14 3 s3e16 4 s3e18 5 s3e20 6 s3e22 * s3e24 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s4: notifyAll corpus.values.counterbound.fixed.Main@Main.java:30 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:20)
  s4_1: goto ret_0                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:20)
  s3e10: assign corpus.values.counterbound.fixed.Main@Main.java:30.arrived 1 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e10_1: goto s4                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e12: assign corpus.values.counterbound.fixed.Main@Main.java:30.arrived 2 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e12_1: goto s4                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e14: assign corpus.values.counterbound.fixed.Main@Main.java:30.arrived 3 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e14_1: goto s4                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e16: assign corpus.values.counterbound.fixed.Main@Main.java:30.arrived 4 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e16_1: goto s4                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e18: assign corpus.values.counterbound.fixed.Main@Main.java:30.arrived 5 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e18_1: goto s4                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e20: assign corpus.values.counterbound.fixed.Main@Main.java:30.arrived 6 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e20_1: goto s4                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e22: assign corpus.values.counterbound.fixed.Main@Main.java:30.arrived * // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e22_1: goto s4                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e24: assign corpus.values.counterbound.fixed.Main@Main.java:30.arrived * // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  s3e24_1: goto s4                       // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
  ret_0: release corpus.values.counterbound.fixed.Main@Main.java:30 // at corpus.values.counterbound.fixed.Main.arrive(Main.java:19)
}

proc corpus.values.counterbound.fixed.Main.awaitAll[corpus.values.counterbound.fixed.Main@Main.java:30] {
  sync: acquire corpus.values.counterbound.fixed.Main@Main.java:30 // at corpus.values.counterbound.fixed.Main.awaitAll(Main.java:24)
  s1: switch corpus.values.counterbound.fixed.Main@Main.java:30.arrived 0 s3 1 s3 2 s3 3 s3 4 s3 5 s3 6 ret_0 * s2e8 // at corpus.values.counterbound.fixed.Main.awaitAll(Main.java:24)
  s3: wait corpus.values.counterbound.fixed.Main@Main.java:30 // at corpus.values.counterbound.fixed.Main.awaitAll(Main.java:25)
  s3_1: goto s1                          // at corpus.values.counterbound.fixed.Main.awaitAll(Main.java:25)
  s2e8: jump s3 ret_0                    // at corpus.values.counterbound.fixed.Main.awaitAll(Main.java:24)
  ret_0: release corpus.values.counterbound.fixed.Main@Main.java:30 // at corpus.values.counterbound.fixed.Main.awaitAll(Main.java:24)
}

proc corpus.values.counterbound.fixed.Main.lambda$main$0[corpus.values.counterbound.fixed.Main.main:31#8] {
  s3e1: call corpus.values.counterbound.fixed.Main.arrive[corpus.values.counterbound.fixed.Main@Main.java:30] // at corpus.values.counterbound.fixed.Main.lambda$main$0(Main.java:33)
  s8e2: call corpus.values.counterbound.fixed.Main.arrive[corpus.values.counterbound.fixed.Main@Main.java:30] // at corpus.values.counterbound.fixed.Main.lambda$main$0(Main.java:33)
  s12e3: call corpus.values.counterbound.fixed.Main.arrive[corpus.values.counterbound.fixed.Main@Main.java:30] // at corpus.values.counterbound.fixed.Main.lambda$main$0(Main.java:33)
  s16e4: call corpus.values.counterbound.fixed.Main.arrive[corpus.values.counterbound.fixed.Main@Main.java:30] // at corpus.values.counterbound.fixed.Main.lambda$main$0(Main.java:33)
  s20e5: call corpus.values.counterbound.fixed.Main.arrive[corpus.values.counterbound.fixed.Main@Main.java:30] // at corpus.values.counterbound.fixed.Main.lambda$main$0(Main.java:33)
  s24e6: call corpus.values.counterbound.fixed.Main.arrive[corpus.values.counterbound.fixed.Main@Main.java:30] // at corpus.values.counterbound.fixed.Main.lambda$main$0(Main.java:33)
}

proc corpus.values.counterbound.fixed.Main.main {
  s2: call corpus.values.counterbound.fixed.Main.<init>[corpus.values.counterbound.fixed.Main@Main.java:30] // at corpus.values.counterbound.fixed.Main.main(Main.java:30)
  s8: fork corpus.values.counterbound.fixed.Main.lambda$main$0[corpus.values.counterbound.fixed.Main.main:31#8] java.lang.Thread@Main.java:31 // at corpus.values.counterbound.fixed.Main.main(Main.java:36)
  s9: call corpus.values.counterbound.fixed.Main.awaitAll[corpus.values.counterbound.fixed.Main@Main.java:30] // at corpus.values.counterbound.fixed.Main.main(Main.java:37)
  s10: join java.lang.Thread@Main.java:31 // at corpus.values.counterbound.fixed.Main.main(Main.java:38)
}
