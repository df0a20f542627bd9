main entry
var java.util.ArrayList@Main.java:22.size { 0 1 2 3 * } = 0

proc corpus.extra.indexedjoin.fixed.Main.<clinit> {
  s2: write corpus.extra.indexedjoin.fixed.Main.LOCK // at corpus.extra.indexedjoin.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.indexedjoin.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.indexedjoin.fixed.Main.LOCK // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:25)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:25)
  s2: read corpus.extra.indexedjoin.fixed.Main.count // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:26)
  s4: write corpus.extra.indexedjoin.fixed.Main.count // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:26)
  s5: release java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.indexedjoin.fixed.Main.main {
  s0: goto s11e1_9                       // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:22)
  s16: switch java.util.ArrayList@Main.java:22.size 0 s21 1 s21 2 s21 3 s21 * s21 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:30)
  s21: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s21_1: goto s73                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s26: switch java.util.ArrayList@Main.java:22.size 0 s31 1 s31 2 s31 3 s31 * s31 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:33)
  s31: join java.lang.Thread@Main.java:24 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s31_1: goto s55                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s34: read java.lang.System.out         // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s35: read corpus.extra.indexedjoin.fixed.Main.count // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s35_1: goto exit                       // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s55: switch java.util.ArrayList@Main.java:22.size 0 s60 1 s60 2 s60 3 s60 * s60 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:33)
  s60: join java.lang.Thread@Main.java:24#2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s64: switch java.util.ArrayList@Main.java:22.size 0 s69 1 s69 2 s69 3 s69 * s69 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:33)
  s69: join java.lang.Thread@Main.java:24#3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s69_1: goto s34                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s73: switch java.util.ArrayList@Main.java:22.size 0 s78 1 s78 2 s78 3 s78 * s78 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:30)
  s78: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s82: switch java.util.ArrayList@Main.java:22.size 0 s87 1 s87 2 s87 3 s87 * s87 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:30)
  s87: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s87_1: goto s26                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s11e1_9: switch java.util.ArrayList@Main.java:22.size 0 s11e1_1 1 s11e1_3 2 s11e1_5 3 s11e1_7 * s11e1 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s11e1_1: assign java.util.ArrayList@Main.java:22.size 1 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s11e1_2: goto s11e1                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s11e1_3: assign java.util.ArrayList@Main.java:22.size 2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s11e1_4: goto s11e1                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s11e1_5: assign java.util.ArrayList@Main.java:22.size 3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s11e1_6: goto s11e1                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s11e1_7: assign java.util.ArrayList@Main.java:22.size * // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s11e1: skip                            // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2_9: switch java.util.ArrayList@Main.java:22.size 0 s43e2_1 1 s43e2_3 2 s43e2_5 3 s43e2_7 * s43e2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2_1: assign java.util.ArrayList@Main.java:22.size 1 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2_2: goto s43e2                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2_3: assign java.util.ArrayList@Main.java:22.size 2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2_4: goto s43e2                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2_5: assign java.util.ArrayList@Main.java:22.size 3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2_6: goto s43e2                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2_7: assign java.util.ArrayList@Main.java:22.size * // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2: skip                            // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_9: switch java.util.ArrayList@Main.java:22.size 0 s51e3_1 1 s51e3_3 2 s51e3_5 3 s51e3_7 * s51e3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_1: assign java.util.ArrayList@Main.java:22.size 1 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_2: goto s51e3                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_3: assign java.util.ArrayList@Main.java:22.size 2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_4: goto s51e3                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_5: assign java.util.ArrayList@Main.java:22.size 3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_6: goto s51e3                    // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_7: assign java.util.ArrayList@Main.java:22.size * // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3: skip                            // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_10: goto s16                     // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
}

proc entry {
  init0: call corpus.extra.indexedjoin.fixed.Main.<clinit> // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:22)
  main: call corpus.extra.indexedjoin.fixed.Main.main // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:22)
}
