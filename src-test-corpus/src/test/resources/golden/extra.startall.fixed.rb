main entry
counter java.util.ArrayList@Main.java:24.count.bound limit 1 init 1
var java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 { 0 1 2 3 } = 0

proc corpus.extra.startall.fixed.Main.<clinit> {
  s2: write corpus.extra.startall.fixed.Main.A // at corpus.extra.startall.fixed.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.startall.fixed.Main.B // at corpus.extra.startall.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.startall.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.startall.fixed.Main.A // at corpus.extra.startall.fixed.Main.lambda$main$0(Main.java:26)
  s1: read corpus.extra.startall.fixed.Main.B // at corpus.extra.startall.fixed.Main.lambda$main$0(Main.java:26)
  s2: call corpus.extra.startall.fixed.Main.work[corpus.extra.startall.fixed.Main.lambda$main$0:26#2] // at corpus.extra.startall.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.startall.fixed.Main.main {
  s0: goto s11e1_1                       // at corpus.extra.startall.fixed.Main.main(Main.java:24)
  s57: join java.lang.Thread@Main.java:26#3 // at corpus.extra.startall.fixed.Main.main(Main.java:32)
  s57_1: goto exit                       // at corpus.extra.startall.fixed.Main.main(Main.java:32)
  s69: fork corpus.extra.startall.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26#3 // at corpus.extra.startall.fixed.Main.main(Main.java:29)
  s69_1: goto s24e15_2                   // at corpus.extra.startall.fixed.Main.main(Main.java:29)
  s11e1_1: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 0 s11e1_2 1 s11e1_4 2 s11e1_6 3 s11e1_8 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s11e1_2: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 1 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s11e1_3: goto s11e1                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s11e1_4: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 2 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s11e1_5: goto s11e1                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s11e1_6: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 3 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s11e1_7: goto s11e1                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s11e1_8: up java.util.ArrayList@Main.java:24.count.bound 1 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s11e1: skip                            // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2_1: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 0 s36e2_2 1 s36e2_4 2 s36e2_6 3 s36e2_8 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2_2: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 1 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2_3: goto s36e2                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2_4: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 2 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2_5: goto s36e2                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2_6: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 3 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2_7: goto s36e2                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2_8: up java.util.ArrayList@Main.java:24.count.bound 1 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s36e2: skip                            // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3_1: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 0 s44e3_2 1 s44e3_4 2 s44e3_6 3 s44e3_8 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3_2: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 1 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3_3: goto s44e3                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3_4: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 2 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3_5: goto s44e3                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3_6: assign java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 3 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3_7: goto s44e3                    // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3_8: up java.util.ArrayList@Main.java:24.count.bound 1 // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s44e3: skip                            // at corpus.extra.startall.fixed.Main.main(Main.java:26)
  s16e5_2: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 0 s16e5_4 1 s20e8 2 s20e8 3 s20e8 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s16e5_4: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 0 s16e5_5 1 s20e8 2 s20e8 3 s20e8 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s16e5_5: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 0 s20e8 1 s20e8 2 s20e8 3 s20e8 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s20e8: fork corpus.extra.startall.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26 // at corpus.extra.startall.fixed.Main.main(Main.java:29)
  s59e8_3: jump s63e11 s59e8_2           // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s59e8_2: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 0 s59e8_4 1 s63e11 2 s63e11 3 s63e11 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s59e8_4: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 0 s59e8_5 1 s63e11 2 s63e11 3 s63e11 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s59e8_5: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 0 s63e11 1 s63e11 2 s63e11 3 s63e11 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s63e11: fork corpus.extra.startall.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26#2 // at corpus.extra.startall.fixed.Main.main(Main.java:29)
  s65e11_3: jump s69 s65e11_2            // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s65e11_2: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 0 s65e11_4 1 s69 2 s69 3 s69 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s65e11_4: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 0 s65e11_5 1 s69 2 s69 3 s69 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s65e11_5: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 0 s69 1 s69 2 s69 3 s69 // at corpus.extra.startall.fixed.Main.main(Main.java:28)
  s24e15_2: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 0 s24e15_4 1 s28e18 2 s28e18 3 s28e18 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s24e15_4: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 0 s24e15_5 1 s28e18 2 s28e18 3 s28e18 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s24e15_5: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 0 s28e18 1 s28e18 2 s28e18 3 s28e18 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s28e18: join java.lang.Thread@Main.java:26 // at corpus.extra.startall.fixed.Main.main(Main.java:32)
  s47e18_3: jump s51e21 s47e18_2         // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s47e18_2: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 0 s47e18_4 1 s51e21 2 s51e21 3 s51e21 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s47e18_4: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 0 s47e18_5 1 s51e21 2 s51e21 3 s51e21 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s47e18_5: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 0 s51e21 1 s51e21 2 s51e21 3 s51e21 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s51e21: join java.lang.Thread@Main.java:26#2 // at corpus.extra.startall.fixed.Main.main(Main.java:32)
  s53e21_3: jump s57 s53e21_2            // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s53e21_2: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26 0 s53e21_4 1 s57 2 s57 3 s57 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s53e21_4: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#2 0 s53e21_5 1 s57 2 s57 3 s57 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
  s53e21_5: switch java.util.ArrayList@Main.java:24.count.java.lang.Thread@Main.java:26#3 0 s57 1 s57 2 s57 3 s57 // at corpus.extra.startall.fixed.Main.main(Main.java:31)
}

proc corpus.extra.startall.fixed.Main.work[corpus.extra.startall.fixed.Main.lambda$main$0:26#2] {
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.startall.fixed.Main.work(Main.java:37)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.extra.startall.fixed.Main.work(Main.java:38)
  s6: read corpus.extra.startall.fixed.Main.total // at corpus.extra.startall.fixed.Main.work(Main.java:39)
  s8: write corpus.extra.startall.fixed.Main.total // at corpus.extra.startall.fixed.Main.work(Main.java:39)
  s9: release java.lang.Object@Main.java:20 // at corpus.extra.startall.fixed.Main.work(Main.java:40)
  s19: release java.lang.Object@Main.java:19 // at corpus.extra.startall.fixed.Main.work(Main.java:41)
}

proc entry {
  init0: call corpus.extra.startall.fixed.Main.<clinit> // at corpus.extra.startall.fixed.Main.main(Main.java:24)
  main: call corpus.extra.startall.fixed.Main.main // at corpus.extra.startall.fixed.Main.main(Main.java:24)
}
