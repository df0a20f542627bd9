main entry
var corpus.extra.phasefunction.Main.phase { 0 1 2 3 * } = 0

proc corpus.extra.phasefunction.Main.<clinit> {
  s2: write corpus.extra.phasefunction.Main.LOCK // at corpus.extra.phasefunction.Main.<clinit>(Main.java:18)
}

proc corpus.extra.phasefunction.Main.advance {
}

proc corpus.extra.phasefunction.Main.advance#args,p0=0 {
}

proc corpus.extra.phasefunction.Main.advance#args,p0=1 {
}

proc corpus.extra.phasefunction.Main.advance#args,p0=2 {
}

proc corpus.extra.phasefunction.Main.advance#args,p0=3 {
}

proc corpus.extra.phasefunction.Main.lambda$main$0 {
  s2e1: read corpus.extra.phasefunction.Main.LOCK // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:34)
  s3e1: acquire java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:34)
  s4e1: switch corpus.extra.phasefunction.Main.phase 0 s5e2 1 s5e3 2 s5e4 3 s5e5 * s5e6 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1: jump s6e1_1 s6e1_3 s6e1_5 s6e1_7 s6e1_9 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_1: assign corpus.extra.phasefunction.Main.phase 0 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_2: goto s6e1_j0                   // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_3: assign corpus.extra.phasefunction.Main.phase 1 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_4: goto s6e1_j0                   // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_5: assign corpus.extra.phasefunction.Main.phase 2 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_6: goto s6e1_j0                   // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_7: assign corpus.extra.phasefunction.Main.phase 3 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_8: goto s6e1_j0                   // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_9: assign corpus.extra.phasefunction.Main.phase * // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e1_j0: skip                          // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s7e1: read corpus.extra.phasefunction.Main.LOCK // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:36)
  s8e1: notifyAll java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:36)
  s9e1: release java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:37)
  s9e1_1: goto s19e14                    // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:37)
  s5e2: call corpus.extra.phasefunction.Main.advance#args,p0=0 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e2_1: goto s6e8                      // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e3: call corpus.extra.phasefunction.Main.advance#args,p0=1 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e3_1: goto s6e10                     // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e4: call corpus.extra.phasefunction.Main.advance#args,p0=2 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e4_1: goto s6e10                     // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e5: call corpus.extra.phasefunction.Main.advance#args,p0=3 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e5_1: goto s6e13                     // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e6: call corpus.extra.phasefunction.Main.advance // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s5e6_1: goto s6e1                      // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e8: assign corpus.extra.phasefunction.Main.phase 1 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e8_1: goto s7e1                      // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e10: assign corpus.extra.phasefunction.Main.phase 2 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e10_1: goto s7e1                     // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e13: assign corpus.extra.phasefunction.Main.phase 3 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s6e13_1: goto s7e1                     // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s19e14: read corpus.extra.phasefunction.Main.LOCK // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:34)
  s20e14: acquire java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:34)
  s21e14: switch corpus.extra.phasefunction.Main.phase 0 s22e15 1 s22e16 2 s22e17 3 s22e18 * s22e19 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14: jump s23e14_1 s23e14_3 s23e14_5 s23e14_7 s23e14_9 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_1: assign corpus.extra.phasefunction.Main.phase 0 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_2: goto s23e14_j0               // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_3: assign corpus.extra.phasefunction.Main.phase 1 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_4: goto s23e14_j0               // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_5: assign corpus.extra.phasefunction.Main.phase 2 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_6: goto s23e14_j0               // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_7: assign corpus.extra.phasefunction.Main.phase 3 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_8: goto s23e14_j0               // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_9: assign corpus.extra.phasefunction.Main.phase * // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e14_j0: skip                        // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s24e14: read corpus.extra.phasefunction.Main.LOCK // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:36)
  s25e14: notifyAll java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:36)
  s26e14: release java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:37)
  s26e14_1: goto exit                    // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:37)
  s22e15: call corpus.extra.phasefunction.Main.advance#args,p0=0 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e15_1: goto s23e21                  // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e16: call corpus.extra.phasefunction.Main.advance#args,p0=1 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e16_1: goto s23e23                  // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e17: call corpus.extra.phasefunction.Main.advance#args,p0=2 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e17_1: goto s23e23                  // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e18: call corpus.extra.phasefunction.Main.advance#args,p0=3 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e18_1: goto s23e26                  // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e19: call corpus.extra.phasefunction.Main.advance // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s22e19_1: goto s23e14                  // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e21: assign corpus.extra.phasefunction.Main.phase 1 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e21_1: goto s24e14                  // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e23: assign corpus.extra.phasefunction.Main.phase 2 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e23_1: goto s24e14                  // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e26: assign corpus.extra.phasefunction.Main.phase 3 // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
  s23e26_1: goto s24e14                  // at corpus.extra.phasefunction.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.phasefunction.Main.main {
  s5: fork corpus.extra.phasefunction.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.phasefunction.Main.main(Main.java:40)
  s6: read corpus.extra.phasefunction.Main.LOCK // at corpus.extra.phasefunction.Main.main(Main.java:41)
  s7: acquire java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.main(Main.java:41)
  s8: switch corpus.extra.phasefunction.Main.phase 0 s10 1 s10 2 s10 3 s17 * s9e5 // at corpus.extra.phasefunction.Main.main(Main.java:42)
  s10: read corpus.extra.phasefunction.Main.LOCK // at corpus.extra.phasefunction.Main.main(Main.java:43)
  s11: wait java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.main(Main.java:43)
  s11_1: goto s8                         // at corpus.extra.phasefunction.Main.main(Main.java:43)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.phasefunction.Main.main(Main.java:45)
  s19: join java.lang.Thread@Main.java:32 // at corpus.extra.phasefunction.Main.main(Main.java:46)
  s19_1: goto exit                       // at corpus.extra.phasefunction.Main.main(Main.java:46)
  s9e5: jump s10 s17                     // at corpus.extra.phasefunction.Main.main(Main.java:42)
}

proc entry {
  init0: call corpus.extra.phasefunction.Main.<clinit> // at corpus.extra.phasefunction.Main.main(Main.java:32)
  main: call corpus.extra.phasefunction.Main.main // at corpus.extra.phasefunction.Main.main(Main.java:32)
}
