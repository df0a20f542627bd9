main corpus.values.counterbound.Main.main
var corpus.values.counterbound.Main@Main.java:35.arrived { 0 1 2 3 4 5 6 7 * } = 0

proc corpus.values.counterbound.Main.<init>[corpus.values.counterbound.Main@Main.java:35] {
}

proc corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] {
  sync: acquire corpus.values.counterbound.Main@Main.java:35 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s1: switch corpus.values.counterbound.Main@Main.java:35.arrived 0 s3e11 1 s3e13 2 s3e15 3 s3e17 4 s3e19 5 s3e21 6 s3e23 7 s3e25 * s3e27 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s4: notifyAll corpus.values.counterbound.Main@Main.java:35 // at corpus.values.counterbound.Main.arrive(Main.java:25)
  s4_1: goto ret_0                       // at corpus.values.counterbound.Main.arrive(Main.java:25)
  s3e11: assign corpus.values.counterbound.Main@Main.java:35.arrived 1 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e11_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e13: assign corpus.values.counterbound.Main@Main.java:35.arrived 2 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e13_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e15: assign corpus.values.counterbound.Main@Main.java:35.arrived 3 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e15_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e17: assign corpus.values.counterbound.Main@Main.java:35.arrived 4 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e17_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e19: assign corpus.values.counterbound.Main@Main.java:35.arrived 5 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e19_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e21: assign corpus.values.counterbound.Main@Main.java:35.arrived 6 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e21_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e23: assign corpus.values.counterbound.Main@Main.java:35.arrived 7 // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e23_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e25: assign corpus.values.counterbound.Main@Main.java:35.arrived * // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e25_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e27: assign corpus.values.counterbound.Main@Main.java:35.arrived * // at corpus.values.counterbound.Main.arrive(Main.java:24)
  s3e27_1: goto s4                       // at corpus.values.counterbound.Main.arrive(Main.java:24)
  ret_0: release corpus.values.counterbound.Main@Main.java:35 // at corpus.values.counterbound.Main.arrive(Main.java:24)
}

proc corpus.values.counterbound.Main.awaitAll[corpus.values.counterbound.Main@Main.java:35] {
  sync: acquire corpus.values.counterbound.Main@Main.java:35 // at corpus.values.counterbound.Main.awaitAll(Main.java:29)
  s1: switch corpus.values.counterbound.Main@Main.java:35.arrived 0 s3 1 s3 2 s3 3 s3 4 s3 5 s3 6 s3 7 s3 * s2e9 // at corpus.values.counterbound.Main.awaitAll(Main.java:29)
  s3: wait corpus.values.counterbound.Main@Main.java:35 // at corpus.values.counterbound.Main.awaitAll(Main.java:30)
  s3_1: goto s1                          // at corpus.values.counterbound.Main.awaitAll(Main.java:30)
  s2e9: jump s3 ret_0                    // at corpus.values.counterbound.Main.awaitAll(Main.java:29)
  ret_0: release corpus.values.counterbound.Main@Main.java:35 // at corpus.values.counterbound.Main.awaitAll(Main.java:29)
}

proc corpus.values.counterbound.Main.lambda$main$0[corpus.values.counterbound.Main.main:36#8] {
  s3: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s8: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s12: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s16: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s20: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s24: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s28: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s32: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s36: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s40: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s44: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
  s48: call corpus.values.counterbound.Main.arrive[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.lambda$main$0(Main.java:38)
}

proc corpus.values.counterbound.Main.main {
  s2: call corpus.values.counterbound.Main.<init>[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.main(Main.java:35)
  s8: fork corpus.values.counterbound.Main.lambda$main$0[corpus.values.counterbound.Main.main:36#8] java.lang.Thread@Main.java:36 // at corpus.values.counterbound.Main.main(Main.java:41)
  s9: call corpus.values.counterbound.Main.awaitAll[corpus.values.counterbound.Main@Main.java:35] // at corpus.values.counterbound.Main.main(Main.java:42)
  s10: join java.lang.Thread@Main.java:36 // at corpus.values.counterbound.Main.main(Main.java:43)
}
