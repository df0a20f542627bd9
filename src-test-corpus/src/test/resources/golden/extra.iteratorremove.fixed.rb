main entry
counter java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.bound limit 1 init 1
var java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:19 { 0 1 2 3 } = 0

proc corpus.extra.iteratorremove.fixed.Main.<clinit> {
  s2: write corpus.extra.iteratorremove.fixed.Main.FIRST // at corpus.extra.iteratorremove.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.iteratorremove.fixed.Main.SECOND // at corpus.extra.iteratorremove.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.iteratorremove.fixed.Main.lambda$main$0[corpus.extra.iteratorremove.fixed.Main.main:22#5] {
  s4: read corpus.extra.iteratorremove.fixed.Main.FIRST // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6_1: switch java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 0 s6_2 1 s6_4 2 s6_6 3 s6_8 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6_2: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 1 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6_3: goto s6                          // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6_4: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 2 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6_5: goto s6                          // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6_6: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 3 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6_7: goto s6                          // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6_8: up java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.bound 1 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s6: skip                               // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:24)
  s7: read corpus.extra.iteratorremove.fixed.Main.SECOND // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_1: switch java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:19 0 s9_2 1 s9_4 2 s9_6 3 s9_8 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_2: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:19 1 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_3: goto s9                          // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_4: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:19 2 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_5: goto s9                          // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_6: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:19 3 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_7: goto s9                          // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_8: up java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.bound 1 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9: skip                               // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s9_10: goto s12e1_6                    // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:25)
  s13: read corpus.extra.iteratorremove.fixed.Main.FIRST // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15_1: switch java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 0 s15_2 1 s15_4 2 s15_6 3 s15_8 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15_2: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 1 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15_3: goto s15                        // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15_4: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 2 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15_5: goto s15                        // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15_6: assign java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 3 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15_7: goto s15                        // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15_8: up java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.bound 1 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s15: skip                              // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:28)
  s18: acquire java.lang.Object@Main.java:18 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:29)
  s21: acquire java.lang.Object@Main.java:19 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:30)
  s22: read java.lang.System.out         // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:31)
  s24: release java.lang.Object@Main.java:19 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:32)
  s34: release java.lang.Object@Main.java:18 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:33)
  s34_1: goto exit                       // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:33)
  s12e1_6: jump s12e1_2 s12e1_4          // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:27)
  s12e1_2: switch java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 0 s12e1_3 1 s13 2 s13 3 s13 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:27)
  s12e1_3: switch java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:19 0 s13 1 s13 2 s13 3 s13 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:27)
  s12e1_4: switch java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:19 0 s12e1_5 1 s13 2 s13 3 s13 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:27)
  s12e1_5: switch java.util.ArrayList@Main.java:23[corpus.extra.iteratorremove.fixed.Main.main:22#5].count.java.lang.Object@Main.java:18 0 s13 1 s13 2 s13 3 s13 // at corpus.extra.iteratorremove.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.iteratorremove.fixed.Main.main {
  s5: fork corpus.extra.iteratorremove.fixed.Main.lambda$main$0[corpus.extra.iteratorremove.fixed.Main.main:22#5] java.lang.Thread@Main.java:22 // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:35)
  s6: read corpus.extra.iteratorremove.fixed.Main.FIRST // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:36)
  s7: acquire java.lang.Object@Main.java:18 // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:36)
  s8: read corpus.extra.iteratorremove.fixed.Main.SECOND // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:37)
  s9: acquire java.lang.Object@Main.java:19 // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:37)
  s10: read java.lang.System.out         // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:38)
  s12: release java.lang.Object@Main.java:19 // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:39)
  s22: release java.lang.Object@Main.java:18 // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:40)
  s24: join java.lang.Thread@Main.java:22 // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.iteratorremove.fixed.Main.<clinit> // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:22)
  main: call corpus.extra.iteratorremove.fixed.Main.main // at corpus.extra.iteratorremove.fixed.Main.main(Main.java:22)
}
