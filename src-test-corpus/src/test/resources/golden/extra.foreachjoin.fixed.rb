main entry
counter java.util.ArrayList@Main.java:23.count.bound limit 1 init 1
var java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 { 0 1 2 3 } = 0

proc corpus.extra.foreachjoin.fixed.Main.<clinit> {
  s2: write corpus.extra.foreachjoin.fixed.Main.LOCK // at corpus.extra.foreachjoin.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.foreachjoin.fixed.Main.main {
  s15: fork corpus.extra.foreachjoin.fixed.Main.work java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:26)
  s17_1: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 0 s17_2 1 s17_4 2 s17_6 3 s17_8 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s17_2: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 1 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s17_3: goto s17                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s17_4: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 2 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s17_5: goto s17                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s17_6: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 3 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s17_7: goto s17                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s17_8: up java.util.ArrayList@Main.java:23.count.bound 1 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s17: skip                              // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s36: fork corpus.extra.foreachjoin.fixed.Main.work java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:26)
  s38_1: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 0 s38_2 1 s38_4 2 s38_6 3 s38_8 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s38_2: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 1 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s38_3: goto s38                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s38_4: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 2 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s38_5: goto s38                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s38_6: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 3 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s38_7: goto s38                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s38_8: up java.util.ArrayList@Main.java:23.count.bound 1 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s38: skip                              // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s48: fork corpus.extra.foreachjoin.fixed.Main.work java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:26)
  s50_1: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 0 s50_2 1 s50_4 2 s50_6 3 s50_8 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50_2: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 1 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50_3: goto s50                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50_4: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 2 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50_5: goto s50                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50_6: assign java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 3 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50_7: goto s50                        // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50_8: up java.util.ArrayList@Main.java:23.count.bound 1 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50: skip                              // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s50_10: goto s21e1_2                   // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:27)
  s62: join java.lang.Thread@Main.java:25#3 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:30)
  s62_1: goto exit                       // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:30)
  s21e1_2: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 0 s21e1_4 1 s25e4 2 s25e4 3 s25e4 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s21e1_4: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 0 s21e1_5 1 s25e4 2 s25e4 3 s25e4 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s21e1_5: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 0 s25e4 1 s25e4 2 s25e4 3 s25e4 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s25e4: join java.lang.Thread@Main.java:25 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:30)
  s52e4_3: jump s56e7 s52e4_2            // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s52e4_2: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 0 s52e4_4 1 s56e7 2 s56e7 3 s56e7 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s52e4_4: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 0 s52e4_5 1 s56e7 2 s56e7 3 s56e7 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s52e4_5: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 0 s56e7 1 s56e7 2 s56e7 3 s56e7 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s56e7: join java.lang.Thread@Main.java:25#2 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:30)
  s58e7_3: jump s62 s58e7_2              // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s58e7_2: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25 0 s58e7_4 1 s62 2 s62 3 s62 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s58e7_4: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#2 0 s58e7_5 1 s62 2 s62 3 s62 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
  s58e7_5: switch java.util.ArrayList@Main.java:23.count.java.lang.Thread@Main.java:25#3 0 s62 1 s62 2 s62 3 s62 // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:29)
}

proc corpus.extra.foreachjoin.fixed.Main.work {
  s0: read corpus.extra.foreachjoin.fixed.Main.LOCK // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:35)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:35)
  s2: read corpus.extra.foreachjoin.fixed.Main.total // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:36)
  s4: write corpus.extra.foreachjoin.fixed.Main.total // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:36)
  s5: release java.lang.Object@Main.java:19 // at corpus.extra.foreachjoin.fixed.Main.work(Main.java:37)
}

proc entry {
  init0: call corpus.extra.foreachjoin.fixed.Main.<clinit> // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:23)
  main: call corpus.extra.foreachjoin.fixed.Main.main // at corpus.extra.foreachjoin.fixed.Main.main(Main.java:23)
}
