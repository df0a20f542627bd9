main corpus.values.countergate.Main.main
var corpus.values.countergate.Main@Main.java:34.arrived { 0 1 2 3 * } = 0

proc corpus.values.countergate.Main.<init>[corpus.values.countergate.Main@Main.java:34] {
}

proc corpus.values.countergate.Main.arrive[corpus.values.countergate.Main@Main.java:34] {
  sync: acquire corpus.values.countergate.Main@Main.java:34 // at corpus.values.countergate.Main.arrive(Main.java:21)
  s1: switch corpus.values.countergate.Main@Main.java:34.arrived 0 s3e7 1 s3e9 2 s3e11 3 s3e13 * s3e15 // at corpus.values.countergate.Main.arrive(Main.java:21)
  s4: switch corpus.values.countergate.Main@Main.java:34.arrived 0 ret_0 1 ret_0 2 ret_0 3 s6 * s5e20 // at corpus.values.countergate.Main.arrive(Main.java:22)
  s6: notifyAll corpus.values.countergate.Main@Main.java:34 // at corpus.values.countergate.Main.arrive(Main.java:23)
  s6_1: goto ret_0                       // at corpus.values.countergate.Main.arrive(Main.java:23)
  s3e7: assign corpus.values.countergate.Main@Main.java:34.arrived 1 // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e7_1: goto s4                        // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e9: assign corpus.values.countergate.Main@Main.java:34.arrived 2 // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e9_1: goto s4                        // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e11: assign corpus.values.countergate.Main@Main.java:34.arrived 3 // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e11_1: goto s4                       // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e13: assign corpus.values.countergate.Main@Main.java:34.arrived * // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e13_1: goto s4                       // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e15: assign corpus.values.countergate.Main@Main.java:34.arrived * // at corpus.values.countergate.Main.arrive(Main.java:21)
  s3e15_1: goto s4                       // at corpus.values.countergate.Main.arrive(Main.java:21)
  s5e20: jump s6 ret_0                   // at corpus.values.countergate.Main.arrive(Main.java:22)
  ret_0: release corpus.values.countergate.Main@Main.java:34 // at corpus.values.countergate.Main.arrive(Main.java:21)
}

proc corpus.values.countergate.Main.awaitAll[corpus.values.countergate.Main@Main.java:34] {
  sync: acquire corpus.values.countergate.Main@Main.java:34 // at corpus.values.countergate.Main.awaitAll(Main.java:28)
  s1: switch corpus.values.countergate.Main@Main.java:34.arrived 0 s3 1 s3 2 s3 3 ret_0 * s2e5 // at corpus.values.countergate.Main.awaitAll(Main.java:28)
  s3: wait corpus.values.countergate.Main@Main.java:34 // at corpus.values.countergate.Main.awaitAll(Main.java:29)
  s3_1: goto s1                          // at corpus.values.countergate.Main.awaitAll(Main.java:29)
  s2e5: jump s3 ret_0                    // at corpus.values.countergate.Main.awaitAll(Main.java:28)
  ret_0: release corpus.values.countergate.Main@Main.java:34 // at corpus.values.countergate.Main.awaitAll(Main.java:28)
}

proc corpus.values.countergate.Main.main {
  s2: call corpus.values.countergate.Main.<init>[corpus.values.countergate.Main@Main.java:34] // at corpus.values.countergate.Main.main(Main.java:34)
  s14: fork corpus.values.countergate.Main.arrive[corpus.values.countergate.Main@Main.java:34] java.lang.Thread@Main.java:35 // at corpus.values.countergate.Main.main(Main.java:37)
  s15: fork corpus.values.countergate.Main.arrive[corpus.values.countergate.Main@Main.java:34] java.lang.Thread@Main.java:36 // at corpus.values.countergate.Main.main(Main.java:38)
  s16: call corpus.values.countergate.Main.awaitAll[corpus.values.countergate.Main@Main.java:34] // at corpus.values.countergate.Main.main(Main.java:39)
}
