main entry
counter java.util.concurrent.CyclicBarrier@Main.java:25.acted cap 1 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:25.action cap 1 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:25.arrived cap 2 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:25.left cap 2 init 0

proc corpus.extra.barrieraction.Main.<clinit> {
  s3: write corpus.extra.barrieraction.Main.results // at corpus.extra.barrieraction.Main.<clinit>(Main.java:22)
}

proc corpus.extra.barrieraction.Main.arrive[corpus.extra.barrieraction.Main.lambda$main$1:33#5,corpus.extra.barrieraction.Main.main:30#13] {
  s1: up java.util.concurrent.CyclicBarrier@Main.java:25.arrived 1 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_1: until java.util.concurrent.CyclicBarrier@Main.java:25.arrived >= 2 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_2: tryup java.util.concurrent.CyclicBarrier@Main.java:25.action 1 else s1_3 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_5: call corpus.extra.barrieraction.Main.lambda$main$0 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_6: up java.util.concurrent.CyclicBarrier@Main.java:25.acted 1 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_7: goto s1_4                        // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_3: until java.util.concurrent.CyclicBarrier@Main.java:25.acted >= 1 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_4: skip                             // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_8: up java.util.concurrent.CyclicBarrier@Main.java:25.left 1 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_9: trydown java.util.concurrent.CyclicBarrier@Main.java:25.left 2 else s1_11 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_10: down java.util.concurrent.CyclicBarrier@Main.java:25.action 1 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_12: down java.util.concurrent.CyclicBarrier@Main.java:25.acted 1 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_13: down java.util.concurrent.CyclicBarrier@Main.java:25.arrived 2 // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
  s1_11: skip                            // at corpus.extra.barrieraction.Main.arrive(Main.java:45)
}

proc corpus.extra.barrieraction.Main.lambda$main$0 {
  s0: read corpus.extra.barrieraction.Main.results // at corpus.extra.barrieraction.Main.lambda$main$0(Main.java:26)
  s1: acquire java.util.ArrayList@Main.java:22 // at corpus.extra.barrieraction.Main.lambda$main$0(Main.java:26)
  s2: read java.lang.System.out          // at corpus.extra.barrieraction.Main.lambda$main$0(Main.java:27)
  s3: read corpus.extra.barrieraction.Main.results // at corpus.extra.barrieraction.Main.lambda$main$0(Main.java:27)
  s5: release java.util.ArrayList@Main.java:22 // at corpus.extra.barrieraction.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.barrieraction.Main.lambda$main$1[corpus.extra.barrieraction.Main.main:30#13] {
  s1: read corpus.extra.barrieraction.Main.results // at corpus.extra.barrieraction.Main.lambda$main$1(Main.java:31)
  s2: acquire java.util.ArrayList@Main.java:22 // at corpus.extra.barrieraction.Main.lambda$main$1(Main.java:31)
  s3: read corpus.extra.barrieraction.Main.results // at corpus.extra.barrieraction.Main.lambda$main$1(Main.java:32)
  s4: write java.util.ArrayList@Main.java:22.$state // at corpus.extra.barrieraction.Main.lambda$main$1(Main.java:32)
  s5: call corpus.extra.barrieraction.Main.arrive[corpus.extra.barrieraction.Main.lambda$main$1:33#5,corpus.extra.barrieraction.Main.main:30#13] // at corpus.extra.barrieraction.Main.lambda$main$1(Main.java:33)
  s6: release java.util.ArrayList@Main.java:22 // at corpus.extra.barrieraction.Main.lambda$main$1(Main.java:34)
}

proc corpus.extra.barrieraction.Main.lambda$main$2[corpus.extra.barrieraction.Main.main:36#14] {
  s1: call corpus.extra.barrieraction.Main.arrive[corpus.extra.barrieraction.Main.lambda$main$1:33#5,corpus.extra.barrieraction.Main.main:30#13] // at corpus.extra.barrieraction.Main.lambda$main$2(Main.java:36)
}

proc corpus.extra.barrieraction.Main.main {
  s13: fork corpus.extra.barrieraction.Main.lambda$main$1[corpus.extra.barrieraction.Main.main:30#13] java.lang.Thread@Main.java:30 // at corpus.extra.barrieraction.Main.main(Main.java:37)
  s14: fork corpus.extra.barrieraction.Main.lambda$main$2[corpus.extra.barrieraction.Main.main:36#14] java.lang.Thread@Main.java:36 // at corpus.extra.barrieraction.Main.main(Main.java:38)
  s15: join java.lang.Thread@Main.java:30 // at corpus.extra.barrieraction.Main.main(Main.java:39)
  s16: join java.lang.Thread@Main.java:36 // at corpus.extra.barrieraction.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.barrieraction.Main.<clinit> // at corpus.extra.barrieraction.Main.main(Main.java:25)
  main: call corpus.extra.barrieraction.Main.main // at corpus.extra.barrieraction.Main.main(Main.java:25)
}
