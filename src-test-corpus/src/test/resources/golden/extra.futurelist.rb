main entry
counter java.util.ArrayList@Main.java:27.count.bound limit 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:26.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:26 cap 1 init 0
var java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 { 0 1 2 3 } = 0

proc corpus.extra.futurelist.Main.<clinit> {
  s2: write corpus.extra.futurelist.Main.LOCK // at corpus.extra.futurelist.Main.<clinit>(Main.java:22)
}

proc corpus.extra.futurelist.Main.main {
  s13: fork thread:java.lang.Thread@Main.java:29 java.lang.Thread@Main.java:29 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_1: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 0 s15_2 1 s15_4 2 s15_6 3 s15_8 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_2: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_3: goto s15                        // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_4: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 2 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_5: goto s15                        // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_6: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 3 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_7: goto s15                        // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_8: up java.util.ArrayList@Main.java:27.count.bound 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15: skip                              // at corpus.extra.futurelist.Main.main(Main.java:29)
  s15_10: goto s40                       // at corpus.extra.futurelist.Main.main(Main.java:29)
  s17: read corpus.extra.futurelist.Main.LOCK // at corpus.extra.futurelist.Main.main(Main.java:31)
  s18: acquire java.lang.Object@Main.java:22 // at corpus.extra.futurelist.Main.main(Main.java:31)
  s18_1: goto s21e1_2                    // at corpus.extra.futurelist.Main.main(Main.java:31)
  s31: release java.lang.Object@Main.java:22 // at corpus.extra.futurelist.Main.main(Main.java:35)
  s33_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:26 1 else s33 // at corpus.extra.futurelist.Main.main(Main.java:36)
  s33: skip                              // at corpus.extra.futurelist.Main.main(Main.java:36)
  s33_2: goto exit                       // at corpus.extra.futurelist.Main.main(Main.java:36)
  s40: fork thread:java.lang.Thread@Main.java:29#2 java.lang.Thread@Main.java:29#2 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_1: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 0 s42_2 1 s42_4 2 s42_6 3 s42_8 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_2: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_3: goto s42                        // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_4: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 2 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_5: goto s42                        // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_6: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 3 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_7: goto s42                        // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_8: up java.util.ArrayList@Main.java:27.count.bound 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42: skip                              // at corpus.extra.futurelist.Main.main(Main.java:29)
  s42_10: goto s17                       // at corpus.extra.futurelist.Main.main(Main.java:29)
  s48: join java.lang.Thread@Main.java:29#2 // at corpus.extra.futurelist.Main.main(Main.java:33)
  s48_1: goto s31                        // at corpus.extra.futurelist.Main.main(Main.java:33)
  s21e1_2: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 0 s21e1_4 1 s25e4 2 s25e4 3 s25e4 // at corpus.extra.futurelist.Main.main(Main.java:32)
  s21e1_4: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 0 s25e4 1 s25e4 2 s25e4 3 s25e4 // at corpus.extra.futurelist.Main.main(Main.java:32)
  s25e4: join java.lang.Thread@Main.java:29 // at corpus.extra.futurelist.Main.main(Main.java:33)
  s44e4_3: jump s48 s44e4_2              // at corpus.extra.futurelist.Main.main(Main.java:32)
  s44e4_2: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 0 s44e4_4 1 s48 2 s48 3 s48 // at corpus.extra.futurelist.Main.main(Main.java:32)
  s44e4_4: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 0 s48 1 s48 2 s48 3 s48 // at corpus.extra.futurelist.Main.main(Main.java:32)
}

proc corpus.extra.futurelist.Main.work {
  s0: read corpus.extra.futurelist.Main.LOCK // at corpus.extra.futurelist.Main.work(Main.java:40)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.extra.futurelist.Main.work(Main.java:40)
  s2: read corpus.extra.futurelist.Main.total // at corpus.extra.futurelist.Main.work(Main.java:41)
  s4: write corpus.extra.futurelist.Main.total // at corpus.extra.futurelist.Main.work(Main.java:41)
  s5: release java.lang.Object@Main.java:22 // at corpus.extra.futurelist.Main.work(Main.java:42)
}

proc entry {
  init0: call corpus.extra.futurelist.Main.<clinit> // at corpus.extra.futurelist.Main.main(Main.java:26)
  main: call corpus.extra.futurelist.Main.main // at corpus.extra.futurelist.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:29 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 1 else t0 // at corpus.extra.futurelist.Main.main(Main.java:29)
  t0: skip                               // at corpus.extra.futurelist.Main.main(Main.java:29)
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
  c0: call corpus.extra.futurelist.Main.work // at corpus.extra.futurelist.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
}

proc thread:java.lang.Thread@Main.java:29#2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 1 else t0 // at corpus.extra.futurelist.Main.main(Main.java:29)
  t0: skip                               // at corpus.extra.futurelist.Main.main(Main.java:29)
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
  c0: call corpus.extra.futurelist.Main.work // at corpus.extra.futurelist.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.Main.main(Main.java:29)
}
