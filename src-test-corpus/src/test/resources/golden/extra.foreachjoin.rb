main entry
counter java.util.ArrayList@Main.java:23.count.bound limit 1 init 1
var java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 { 0 1 2 3 } = 0

proc corpus.extra.foreachjoin.Main.<clinit> {
  s2: write corpus.extra.foreachjoin.Main.LOCK // at corpus.extra.foreachjoin.Main.<clinit>(Main.java:19)
}

proc corpus.extra.foreachjoin.Main.main {
  s15: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s17_1: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 0 s17_2 1 s17_4 2 s17_6 3 s17_8 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17_2: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 1 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17_3: goto s17                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17_4: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 2 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17_5: goto s17                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17_6: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 3 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17_7: goto s17                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17_8: up java.util.ArrayList@Main.java:23.count.bound 1 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17: skip                              // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s17_10: goto s44                       // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s19: read corpus.extra.foreachjoin.Main.LOCK // at corpus.extra.foreachjoin.Main.main(Main.java:29)
  s20: acquire java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.main(Main.java:29)
  s20_1: goto s23e1_2                    // at corpus.extra.foreachjoin.Main.main(Main.java:29)
  s33: release java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.main(Main.java:33)
  s33_1: goto exit                       // at corpus.extra.foreachjoin.Main.main(Main.java:33)
  s44: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s46_1: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 0 s46_2 1 s46_4 2 s46_6 3 s46_8 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s46_2: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 1 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s46_3: goto s46                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s46_4: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 2 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s46_5: goto s46                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s46_6: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 3 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s46_7: goto s46                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s46_8: up java.util.ArrayList@Main.java:23.count.bound 1 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s46: skip                              // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s56: fork corpus.extra.foreachjoin.Main.work java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.Main.main(Main.java:26)
  s58_1: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 0 s58_2 1 s58_4 2 s58_6 3 s58_8 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58_2: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 1 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58_3: goto s58                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58_4: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 2 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58_5: goto s58                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58_6: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 3 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58_7: goto s58                        // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58_8: up java.util.ArrayList@Main.java:23.count.bound 1 // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58: skip                              // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s58_10: goto s19                       // at corpus.extra.foreachjoin.Main.main(Main.java:27)
  s70: join java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s70_1: goto s33                        // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s23e1_2: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 0 s23e1_4 1 s27e4 2 s27e4 3 s27e4 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s23e1_4: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 0 s23e1_5 1 s27e4 2 s27e4 3 s27e4 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s23e1_5: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 0 s27e4 1 s27e4 2 s27e4 3 s27e4 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s27e4: join java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s60e4_3: jump s64e7 s60e4_2            // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s60e4_2: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 0 s60e4_4 1 s64e7 2 s64e7 3 s64e7 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s60e4_4: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 0 s60e4_5 1 s64e7 2 s64e7 3 s64e7 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s60e4_5: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 0 s64e7 1 s64e7 2 s64e7 3 s64e7 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s64e7: join java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.Main.main(Main.java:31)
  s66e7_3: jump s70 s66e7_2              // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s66e7_2: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 0 s66e7_4 1 s70 2 s70 3 s70 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s66e7_4: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 0 s66e7_5 1 s70 2 s70 3 s70 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
  s66e7_5: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 0 s70 1 s70 2 s70 3 s70 // at corpus.extra.foreachjoin.Main.main(Main.java:30)
}

proc corpus.extra.foreachjoin.Main.work {
  s0: read corpus.extra.foreachjoin.Main.LOCK // at corpus.extra.foreachjoin.Main.work(Main.java:37)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.work(Main.java:37)
  s2: read corpus.extra.foreachjoin.Main.total // at corpus.extra.foreachjoin.Main.work(Main.java:38)
  s4: write corpus.extra.foreachjoin.Main.total // at corpus.extra.foreachjoin.Main.work(Main.java:38)
  s5: release java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.Main.work(Main.java:39)
}

proc entry {
  init0: call corpus.extra.foreachjoin.Main.<clinit> // at corpus.extra.foreachjoin.Main.main(Main.java:23)
  main: call corpus.extra.foreachjoin.Main.main // at corpus.extra.foreachjoin.Main.main(Main.java:23)
}
