main entry
counter java.util.ArrayList@Main.java:27.count.bound limit 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:26.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:26 cap 1 init 0
var java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 { 0 1 2 3 } = 0

proc corpus.extra.futurelist.fixed.Main.<clinit> {
  s2: write corpus.extra.futurelist.fixed.Main.LOCK // at corpus.extra.futurelist.fixed.Main.<clinit>(Main.java:22)
}

proc corpus.extra.futurelist.fixed.Main.main {
  s13: fork thread:java.lang.Thread@Main.java:29 java.lang.Thread@Main.java:29 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_1: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 0 s15_2 1 s15_4 2 s15_6 3 s15_8 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_2: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_3: goto s15                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_4: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 2 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_5: goto s15                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_6: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 3 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_7: goto s15                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_8: up java.util.ArrayList@Main.java:27.count.bound 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15: skip                              // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s15_10: goto s32                       // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s25_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:26 1 else s25 // at corpus.extra.futurelist.fixed.Main.main(Main.java:34)
  s25: skip                              // at corpus.extra.futurelist.fixed.Main.main(Main.java:34)
  s25_2: goto exit                       // at corpus.extra.futurelist.fixed.Main.main(Main.java:34)
  s32: fork thread:java.lang.Thread@Main.java:29#2 java.lang.Thread@Main.java:29#2 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_1: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 0 s34_2 1 s34_4 2 s34_6 3 s34_8 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_2: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_3: goto s34                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_4: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 2 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_5: goto s34                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_6: assign java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 3 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_7: goto s34                        // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_8: up java.util.ArrayList@Main.java:27.count.bound 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34: skip                              // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s34_10: goto s19e1_2                   // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  s40: join java.lang.Thread@Main.java:29#2 // at corpus.extra.futurelist.fixed.Main.main(Main.java:32)
  s40_1: goto s25_1                      // at corpus.extra.futurelist.fixed.Main.main(Main.java:32)
  s19e1_2: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 0 s19e1_4 1 s23e4 2 s23e4 3 s23e4 // at corpus.extra.futurelist.fixed.Main.main(Main.java:31)
  s19e1_4: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 0 s23e4 1 s23e4 2 s23e4 3 s23e4 // at corpus.extra.futurelist.fixed.Main.main(Main.java:31)
  s23e4: join java.lang.Thread@Main.java:29 // at corpus.extra.futurelist.fixed.Main.main(Main.java:32)
  s36e4_3: jump s40 s36e4_2              // at corpus.extra.futurelist.fixed.Main.main(Main.java:31)
  s36e4_2: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29 0 s36e4_4 1 s40 2 s40 3 s40 // at corpus.extra.futurelist.fixed.Main.main(Main.java:31)
  s36e4_4: switch java.util.ArrayList@Main.java:27.count.java.lang.Thread@Main.java:29#2 0 s40 1 s40 2 s40 3 s40 // at corpus.extra.futurelist.fixed.Main.main(Main.java:31)
}

proc corpus.extra.futurelist.fixed.Main.work {
  s0: read corpus.extra.futurelist.fixed.Main.LOCK // at corpus.extra.futurelist.fixed.Main.work(Main.java:38)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.extra.futurelist.fixed.Main.work(Main.java:38)
  s2: read corpus.extra.futurelist.fixed.Main.total // at corpus.extra.futurelist.fixed.Main.work(Main.java:39)
  s4: write corpus.extra.futurelist.fixed.Main.total // at corpus.extra.futurelist.fixed.Main.work(Main.java:39)
  s5: release java.lang.Object@Main.java:22 // at corpus.extra.futurelist.fixed.Main.work(Main.java:40)
}

proc entry {
  init0: call corpus.extra.futurelist.fixed.Main.<clinit> // at corpus.extra.futurelist.fixed.Main.main(Main.java:26)
  main: call corpus.extra.futurelist.fixed.Main.main // at corpus.extra.futurelist.fixed.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:29 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 1 else t0 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  t0: skip                               // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  c0: call corpus.extra.futurelist.fixed.Main.work // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
}

proc thread:java.lang.Thread@Main.java:29#2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:26 1 else t0 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  t0: skip                               // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  w0: down java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  c0: call corpus.extra.futurelist.fixed.Main.work // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:26.workers 1 // at corpus.extra.futurelist.fixed.Main.main(Main.java:29)
}
