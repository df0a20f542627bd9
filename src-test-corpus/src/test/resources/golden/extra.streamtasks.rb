main entry
counter java.util.ArrayList@Main.java:30.count.bound limit 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 4 init 4
counter java.util.concurrent.ExecutorService@Main.java:27.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:27 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:27 cap 1 init 0
var java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] { 0 1 2 3 } = 0

proc corpus.extra.streamtasks.Main.<clinit> {
  s2: write corpus.extra.streamtasks.Main.DONE // at corpus.extra.streamtasks.Main.<clinit>(Main.java:24)
}

proc corpus.extra.streamtasks.Main.lambda$main$0[corpus.extra.streamtasks.Main.main:30#5] {
  s2: read corpus.extra.streamtasks.Main.DONE // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
  s5: fork thread:java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.streamtasks.Main.lambda$main$0[corpus.extra.streamtasks.Main.main:30#7] {
  s2: read corpus.extra.streamtasks.Main.DONE // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
  s5: fork thread:java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.streamtasks.Main.lambda$main$0[corpus.extra.streamtasks.Main.main:30#9] {
  s2: read corpus.extra.streamtasks.Main.DONE // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
  s5: fork thread:java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.streamtasks.Main.main {
  s5: call corpus.extra.streamtasks.Main.lambda$main$0[corpus.extra.streamtasks.Main.main:30#5] // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6_1: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] 0 s6_2 1 s6_4 2 s6_6 3 s6_8 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6_2: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] 1 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6_3: goto s6                          // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6_4: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] 2 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6_5: goto s6                          // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6_6: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] 3 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6_7: goto s6                          // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6_8: up java.util.ArrayList@Main.java:30.count.bound 1 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s6: skip                               // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s7: call corpus.extra.streamtasks.Main.lambda$main$0[corpus.extra.streamtasks.Main.main:30#7] // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8_1: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] 0 s8_2 1 s8_4 2 s8_6 3 s8_8 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8_2: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] 1 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8_3: goto s8                          // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8_4: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] 2 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8_5: goto s8                          // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8_6: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] 3 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8_7: goto s8                          // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8_8: up java.util.ArrayList@Main.java:30.count.bound 1 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s8: skip                               // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s9: call corpus.extra.streamtasks.Main.lambda$main$0[corpus.extra.streamtasks.Main.main:30#9] // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_1: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] 0 s10_2 1 s10_4 2 s10_6 3 s10_8 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_2: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] 1 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_3: goto s10                        // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_4: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] 2 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_5: goto s10                        // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_6: assign java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] 3 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_7: goto s10                        // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_8: up java.util.ArrayList@Main.java:30.count.bound 1 // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10: skip                              // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s10_10: goto s14e1_2                   // at corpus.extra.streamtasks.Main.main(Main.java:30)
  s20: read corpus.extra.streamtasks.Main.DONE // at corpus.extra.streamtasks.Main.main(Main.java:34)
  s21: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 // at corpus.extra.streamtasks.Main.main(Main.java:34)
  s22_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:27 1 else s22 // at corpus.extra.streamtasks.Main.main(Main.java:35)
  s22: skip                              // at corpus.extra.streamtasks.Main.main(Main.java:35)
  s22_2: goto exit                       // at corpus.extra.streamtasks.Main.main(Main.java:35)
  s34: join java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] // at corpus.extra.streamtasks.Main.main(Main.java:32)
  s34_1: goto s20                        // at corpus.extra.streamtasks.Main.main(Main.java:32)
  s14e1_2: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] 0 s14e1_4 1 s18e4 2 s18e4 3 s18e4 // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s14e1_4: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] 0 s14e1_5 1 s18e4 2 s18e4 3 s18e4 // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s14e1_5: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] 0 s18e4 1 s18e4 2 s18e4 3 s18e4 // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s18e4: join java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] // at corpus.extra.streamtasks.Main.main(Main.java:32)
  s24e4_3: jump s28e7 s24e4_2            // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s24e4_2: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] 0 s24e4_4 1 s28e7 2 s28e7 3 s28e7 // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s24e4_4: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] 0 s24e4_5 1 s28e7 2 s28e7 3 s28e7 // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s24e4_5: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] 0 s28e7 1 s28e7 2 s28e7 3 s28e7 // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s28e7: join java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] // at corpus.extra.streamtasks.Main.main(Main.java:32)
  s30e7_3: jump s34 s30e7_2              // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s30e7_2: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] 0 s30e7_4 1 s34 2 s34 3 s34 // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s30e7_4: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#7] 0 s30e7_5 1 s34 2 s34 3 s34 // at corpus.extra.streamtasks.Main.main(Main.java:31)
  s30e7_5: switch java.util.ArrayList@Main.java:30.count.java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#9] 0 s34 1 s34 2 s34 3 s34 // at corpus.extra.streamtasks.Main.main(Main.java:31)
}

proc entry {
  init0: call corpus.extra.streamtasks.Main.<clinit> // at corpus.extra.streamtasks.Main.main(Main.java:27)
  main: call corpus.extra.streamtasks.Main.main // at corpus.extra.streamtasks.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:29[corpus.extra.streamtasks.Main.main:30#5] {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:27 1 else t0 // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
  t0: skip                               // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
  w0: down java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
  t2: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else t3 // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
  t3: skip                               // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
  u0: up java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.streamtasks.Main.lambda$main$0(Main.java:29)
}
