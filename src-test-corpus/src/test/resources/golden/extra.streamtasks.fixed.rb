main entry
counter java.util.ArrayList@Main.java:25.count.bound limit 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 3 init 3
counter java.util.concurrent.ExecutorService@Main.java:22.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0
var java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] { 0 1 2 3 } = 0

proc corpus.extra.streamtasks.fixed.Main.<clinit> {
  s2: write corpus.extra.streamtasks.fixed.Main.DONE // at corpus.extra.streamtasks.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.streamtasks.fixed.Main.lambda$main$0[corpus.extra.streamtasks.fixed.Main.main:25#5] {
  s2: read corpus.extra.streamtasks.fixed.Main.DONE // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
  s5: fork thread:java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.streamtasks.fixed.Main.lambda$main$0[corpus.extra.streamtasks.fixed.Main.main:25#7] {
  s2: read corpus.extra.streamtasks.fixed.Main.DONE // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
  s5: fork thread:java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.streamtasks.fixed.Main.lambda$main$0[corpus.extra.streamtasks.fixed.Main.main:25#9] {
  s2: read corpus.extra.streamtasks.fixed.Main.DONE // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
  s5: fork thread:java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.streamtasks.fixed.Main.main {
  s5: call corpus.extra.streamtasks.fixed.Main.lambda$main$0[corpus.extra.streamtasks.fixed.Main.main:25#5] // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6_1: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] 0 s6_2 1 s6_4 2 s6_6 3 s6_8 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6_2: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] 1 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6_3: goto s6                          // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6_4: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] 2 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6_5: goto s6                          // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6_6: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] 3 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6_7: goto s6                          // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6_8: up java.util.ArrayList@Main.java:25.count.bound 1 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s6: skip                               // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s7: call corpus.extra.streamtasks.fixed.Main.lambda$main$0[corpus.extra.streamtasks.fixed.Main.main:25#7] // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8_1: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] 0 s8_2 1 s8_4 2 s8_6 3 s8_8 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8_2: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] 1 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8_3: goto s8                          // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8_4: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] 2 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8_5: goto s8                          // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8_6: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] 3 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8_7: goto s8                          // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8_8: up java.util.ArrayList@Main.java:25.count.bound 1 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s8: skip                               // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s9: call corpus.extra.streamtasks.fixed.Main.lambda$main$0[corpus.extra.streamtasks.fixed.Main.main:25#9] // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_1: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] 0 s10_2 1 s10_4 2 s10_6 3 s10_8 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_2: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] 1 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_3: goto s10                        // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_4: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] 2 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_5: goto s10                        // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_6: assign java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] 3 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_7: goto s10                        // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_8: up java.util.ArrayList@Main.java:25.count.bound 1 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10: skip                              // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s10_10: goto s14e1_2                   // at corpus.extra.streamtasks.fixed.Main.main(Main.java:25)
  s20: read corpus.extra.streamtasks.fixed.Main.DONE // at corpus.extra.streamtasks.fixed.Main.main(Main.java:29)
  s21: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:29)
  s22_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:22 1 else s22 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:30)
  s22: skip                              // at corpus.extra.streamtasks.fixed.Main.main(Main.java:30)
  s22_2: goto exit                       // at corpus.extra.streamtasks.fixed.Main.main(Main.java:30)
  s34: join java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] // at corpus.extra.streamtasks.fixed.Main.main(Main.java:27)
  s34_1: goto s20                        // at corpus.extra.streamtasks.fixed.Main.main(Main.java:27)
  s14e1_2: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] 0 s14e1_4 1 s18e4 2 s18e4 3 s18e4 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s14e1_4: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] 0 s14e1_5 1 s18e4 2 s18e4 3 s18e4 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s14e1_5: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] 0 s18e4 1 s18e4 2 s18e4 3 s18e4 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s18e4: join java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] // at corpus.extra.streamtasks.fixed.Main.main(Main.java:27)
  s24e4_3: jump s28e7 s24e4_2            // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s24e4_2: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] 0 s24e4_4 1 s28e7 2 s28e7 3 s28e7 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s24e4_4: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] 0 s24e4_5 1 s28e7 2 s28e7 3 s28e7 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s24e4_5: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] 0 s28e7 1 s28e7 2 s28e7 3 s28e7 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s28e7: join java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] // at corpus.extra.streamtasks.fixed.Main.main(Main.java:27)
  s30e7_3: jump s34 s30e7_2              // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s30e7_2: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] 0 s30e7_4 1 s34 2 s34 3 s34 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s30e7_4: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#7] 0 s30e7_5 1 s34 2 s34 3 s34 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
  s30e7_5: switch java.util.ArrayList@Main.java:25.count.java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#9] 0 s34 1 s34 2 s34 3 s34 // at corpus.extra.streamtasks.fixed.Main.main(Main.java:26)
}

proc entry {
  init0: call corpus.extra.streamtasks.fixed.Main.<clinit> // at corpus.extra.streamtasks.fixed.Main.main(Main.java:22)
  main: call corpus.extra.streamtasks.fixed.Main.main // at corpus.extra.streamtasks.fixed.Main.main(Main.java:22)
}

proc thread:java.lang.Thread@Main.java:24[corpus.extra.streamtasks.fixed.Main.main:25#5] {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 1 else t0 // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
  t0: skip                               // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
  w0: down java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
  t2: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else t3 // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
  t3: skip                               // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
  u0: up java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.streamtasks.fixed.Main.lambda$main$0(Main.java:24)
}
