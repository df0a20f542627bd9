main entry
var java.util.ArrayList@Main.java:30.size { 0 1 2 3 * } = 0

proc corpus.extra.indexedjoin.Main.<clinit> {
  s2: write corpus.extra.indexedjoin.Main.A // at corpus.extra.indexedjoin.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.indexedjoin.Main.B // at corpus.extra.indexedjoin.Main.<clinit>(Main.java:19)
}

proc corpus.extra.indexedjoin.Main.lambda$main$0 {
  s0: read corpus.extra.indexedjoin.Main.A // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:32)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:32)
  s2: call corpus.extra.indexedjoin.Main.pause // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:33)
  s3: read corpus.extra.indexedjoin.Main.B // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:34)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:34)
  s5: read java.lang.System.out          // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:35)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:36)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.indexedjoin.Main.lambda$main$1 {
  s0: read corpus.extra.indexedjoin.Main.B // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:40)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:40)
  s2: call corpus.extra.indexedjoin.Main.pause // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:41)
  s3: read corpus.extra.indexedjoin.Main.A // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:42)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:42)
  s5: read java.lang.System.out          // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:43)
  s7: release java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:44)
  s17: release java.lang.Object@Main.java:19 // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:45)
}

proc corpus.extra.indexedjoin.Main.main {
  s9_9: switch java.util.ArrayList@Main.java:30.size 0 s9_1 1 s9_3 2 s9_5 3 s9_7 * s9 // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s9_1: assign java.util.ArrayList@Main.java:30.size 1 // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s9_2: goto s9                          // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s9_3: assign java.util.ArrayList@Main.java:30.size 2 // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s9_4: goto s9                          // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s9_5: assign java.util.ArrayList@Main.java:30.size 3 // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s9_6: goto s9                          // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s9_7: assign java.util.ArrayList@Main.java:30.size * // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s9: skip                               // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s14_9: switch java.util.ArrayList@Main.java:30.size 0 s14_1 1 s14_3 2 s14_5 3 s14_7 * s14 // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s14_1: assign java.util.ArrayList@Main.java:30.size 1 // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s14_2: goto s14                        // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s14_3: assign java.util.ArrayList@Main.java:30.size 2 // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s14_4: goto s14                        // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s14_5: assign java.util.ArrayList@Main.java:30.size 3 // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s14_6: goto s14                        // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s14_7: assign java.util.ArrayList@Main.java:30.size * // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s14: skip                              // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s17: switch java.util.ArrayList@Main.java:30.size 0 s22 1 s22 2 s22 3 s22 * s22 // at corpus.extra.indexedjoin.Main.main(Main.java:47)
  s22: fork corpus.extra.indexedjoin.Main.lambda$main$0 java.lang.Thread@Main.java:31 // at corpus.extra.indexedjoin.Main.main(Main.java:48)
  s22_1: goto s46                        // at corpus.extra.indexedjoin.Main.main(Main.java:48)
  s27: switch java.util.ArrayList@Main.java:30.size 0 s32 1 s32 2 s32 3 s32 * s32 // at corpus.extra.indexedjoin.Main.main(Main.java:50)
  s32: join java.lang.Thread@Main.java:31 // at corpus.extra.indexedjoin.Main.main(Main.java:51)
  s37: switch java.util.ArrayList@Main.java:30.size 0 s42 1 s42 2 s42 3 s42 * s42 // at corpus.extra.indexedjoin.Main.main(Main.java:50)
  s42: join java.lang.Thread@Main.java:39 // at corpus.extra.indexedjoin.Main.main(Main.java:51)
  s42_1: goto exit                       // at corpus.extra.indexedjoin.Main.main(Main.java:51)
  s46: switch java.util.ArrayList@Main.java:30.size 0 s51 1 s51 2 s51 3 s51 * s51 // at corpus.extra.indexedjoin.Main.main(Main.java:47)
  s51: fork corpus.extra.indexedjoin.Main.lambda$main$1 java.lang.Thread@Main.java:39 // at corpus.extra.indexedjoin.Main.main(Main.java:48)
  s51_1: goto s27                        // at corpus.extra.indexedjoin.Main.main(Main.java:48)
}

proc corpus.extra.indexedjoin.Main.pause {
}

proc entry {
  init0: call corpus.extra.indexedjoin.Main.<clinit> // at corpus.extra.indexedjoin.Main.main(Main.java:30)
  main: call corpus.extra.indexedjoin.Main.main // at corpus.extra.indexedjoin.Main.main(Main.java:30)
}
