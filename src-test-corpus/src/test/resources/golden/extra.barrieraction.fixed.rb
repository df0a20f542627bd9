main entry
counter java.util.concurrent.CountDownLatch@Main.java:26.count cap 2 init 2
counter java.util.concurrent.CyclicBarrier@Main.java:27.acted cap 1 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:27.action cap 1 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:27.arrived cap 2 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:27.left cap 2 init 0

proc corpus.extra.barrieraction.fixed.Main.<clinit> {
  s3: write corpus.extra.barrieraction.fixed.Main.results // at corpus.extra.barrieraction.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.barrieraction.fixed.Main.arrive[corpus.extra.barrieraction.fixed.Main.lambda$main$1:38#14,corpus.extra.barrieraction.fixed.Main.main:33#16] {
  s1: up java.util.concurrent.CyclicBarrier@Main.java:27.arrived 1 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_1: until java.util.concurrent.CyclicBarrier@Main.java:27.arrived >= 2 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_2: tryup java.util.concurrent.CyclicBarrier@Main.java:27.action 1 else s1_3 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_5: call corpus.extra.barrieraction.fixed.Main.lambda$main$0[corpus.extra.barrieraction.fixed.Main.arrive:54#1,corpus.extra.barrieraction.fixed.Main.lambda$main$1:38#14,corpus.extra.barrieraction.fixed.Main.main:33#16] // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_6: up java.util.concurrent.CyclicBarrier@Main.java:27.acted 1 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_7: goto s1_4                        // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_3: until java.util.concurrent.CyclicBarrier@Main.java:27.acted >= 1 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_4: skip                             // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_8: up java.util.concurrent.CyclicBarrier@Main.java:27.left 1 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_9: trydown java.util.concurrent.CyclicBarrier@Main.java:27.left 2 else s1_11 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_10: down java.util.concurrent.CyclicBarrier@Main.java:27.action 1 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_12: down java.util.concurrent.CyclicBarrier@Main.java:27.acted 1 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_13: down java.util.concurrent.CyclicBarrier@Main.java:27.arrived 2 // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
  s1_11: skip                            // at corpus.extra.barrieraction.fixed.Main.arrive(Main.java:54)
}

proc corpus.extra.barrieraction.fixed.Main.lambda$main$0[corpus.extra.barrieraction.fixed.Main.arrive:54#1,corpus.extra.barrieraction.fixed.Main.lambda$main$1:38#14,corpus.extra.barrieraction.fixed.Main.main:33#16] {
  s1: read corpus.extra.barrieraction.fixed.Main.results // at corpus.extra.barrieraction.fixed.Main.lambda$main$0(Main.java:28)
  s2: acquire java.util.ArrayList@Main.java:23 // at corpus.extra.barrieraction.fixed.Main.lambda$main$0(Main.java:28)
  s3: read java.lang.System.out          // at corpus.extra.barrieraction.fixed.Main.lambda$main$0(Main.java:29)
  s4: read corpus.extra.barrieraction.fixed.Main.results // at corpus.extra.barrieraction.fixed.Main.lambda$main$0(Main.java:29)
  s6: release java.util.ArrayList@Main.java:23 // at corpus.extra.barrieraction.fixed.Main.lambda$main$0(Main.java:30)
  s12: trydown java.util.concurrent.CountDownLatch@Main.java:26.count 1 else s12_1 // at corpus.extra.barrieraction.fixed.Main.lambda$main$0(Main.java:31)
  s12_1: skip                            // at corpus.extra.barrieraction.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.barrieraction.fixed.Main.lambda$main$1[corpus.extra.barrieraction.fixed.Main.main:33#16] {
  s3e1: read corpus.extra.barrieraction.fixed.Main.results // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:35)
  s4e1: acquire java.util.ArrayList@Main.java:23 // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:35)
  s5e1: read corpus.extra.barrieraction.fixed.Main.results // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:36)
  s6e1: write java.util.ArrayList@Main.java:23.$state // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:36)
  s7e1: release java.util.ArrayList@Main.java:23 // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:37)
  s14e1: call corpus.extra.barrieraction.fixed.Main.arrive[corpus.extra.barrieraction.fixed.Main.lambda$main$1:38#14,corpus.extra.barrieraction.fixed.Main.main:33#16] // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:38)
  s18e2: read corpus.extra.barrieraction.fixed.Main.results // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:35)
  s19e2: acquire java.util.ArrayList@Main.java:23 // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:35)
  s20e2: read corpus.extra.barrieraction.fixed.Main.results // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:36)
  s21e2: write java.util.ArrayList@Main.java:23.$state // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:36)
  s22e2: release java.util.ArrayList@Main.java:23 // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:37)
  s24e2: call corpus.extra.barrieraction.fixed.Main.arrive[corpus.extra.barrieraction.fixed.Main.lambda$main$1:38#14,corpus.extra.barrieraction.fixed.Main.main:33#16] // at corpus.extra.barrieraction.fixed.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.barrieraction.fixed.Main.lambda$main$2[corpus.extra.barrieraction.fixed.Main.main:41#17] {
  s1: call corpus.extra.barrieraction.fixed.Main.arrive[corpus.extra.barrieraction.fixed.Main.lambda$main$1:38#14,corpus.extra.barrieraction.fixed.Main.main:33#16] // at corpus.extra.barrieraction.fixed.Main.lambda$main$2(Main.java:42)
  s2: call corpus.extra.barrieraction.fixed.Main.arrive[corpus.extra.barrieraction.fixed.Main.lambda$main$1:38#14,corpus.extra.barrieraction.fixed.Main.main:33#16] // at corpus.extra.barrieraction.fixed.Main.lambda$main$2(Main.java:43)
}

proc corpus.extra.barrieraction.fixed.Main.main {
  s16: fork corpus.extra.barrieraction.fixed.Main.lambda$main$1[corpus.extra.barrieraction.fixed.Main.main:33#16] java.lang.Thread@Main.java:33 // at corpus.extra.barrieraction.fixed.Main.main(Main.java:45)
  s17: fork corpus.extra.barrieraction.fixed.Main.lambda$main$2[corpus.extra.barrieraction.fixed.Main.main:41#17] java.lang.Thread@Main.java:41 // at corpus.extra.barrieraction.fixed.Main.main(Main.java:46)
  s18: until java.util.concurrent.CountDownLatch@Main.java:26.count <= 0 // at corpus.extra.barrieraction.fixed.Main.main(Main.java:47)
  s19: join java.lang.Thread@Main.java:33 // at corpus.extra.barrieraction.fixed.Main.main(Main.java:48)
  s20: join java.lang.Thread@Main.java:41 // at corpus.extra.barrieraction.fixed.Main.main(Main.java:49)
}

proc entry {
  init0: call corpus.extra.barrieraction.fixed.Main.<clinit> // at corpus.extra.barrieraction.fixed.Main.main(Main.java:26)
  main: call corpus.extra.barrieraction.fixed.Main.main // at corpus.extra.barrieraction.fixed.Main.main(Main.java:26)
}
