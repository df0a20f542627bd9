main entry
counter java.util.concurrent.CyclicBarrier@Main.java:19.acted cap 1 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:19.action cap 1 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:19.arrived cap 2 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:19.left cap 2 init 0

proc corpus.extra.barrieractioncatch.fixed.Main.<clinit> {
  s2: write corpus.extra.barrieractioncatch.fixed.Main.LOG // at corpus.extra.barrieractioncatch.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.barrieractioncatch.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.barrieractioncatch.fixed.Main.LOG // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$0(Main.java:20)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$0(Main.java:20)
  s2: read java.lang.System.out          // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$0(Main.java:21)
  s4: release java.lang.Object@Main.java:16 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$0(Main.java:22)
}

proc corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1[corpus.extra.barrieractioncatch.fixed.Main.main:24#9] {
  s1: read corpus.extra.barrieractioncatch.fixed.Main.LOG // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:25)
  s2: acquire java.lang.Object@Main.java:16 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:25)
  s3: read java.lang.System.out          // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:26)
  s5: release java.lang.Object@Main.java:16 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:27)
  s11: up java.util.concurrent.CyclicBarrier@Main.java:19.arrived 1 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_1: until java.util.concurrent.CyclicBarrier@Main.java:19.arrived >= 2 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_2: tryup java.util.concurrent.CyclicBarrier@Main.java:19.action 1 else s11_3 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_5: call corpus.extra.barrieractioncatch.fixed.Main.lambda$main$0 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_6: up java.util.concurrent.CyclicBarrier@Main.java:19.acted 1 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_7: goto s11_4                      // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_3: until java.util.concurrent.CyclicBarrier@Main.java:19.acted >= 1 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_4: skip                            // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_8: up java.util.concurrent.CyclicBarrier@Main.java:19.left 1 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_9: trydown java.util.concurrent.CyclicBarrier@Main.java:19.left 2 else s11_11 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_10: down java.util.concurrent.CyclicBarrier@Main.java:19.action 1 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_12: down java.util.concurrent.CyclicBarrier@Main.java:19.acted 1 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_13: down java.util.concurrent.CyclicBarrier@Main.java:19.arrived 2 // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
  s11_11: skip                           // at corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1(Main.java:29)
}

proc corpus.extra.barrieractioncatch.fixed.Main.main {
  s9: fork corpus.extra.barrieractioncatch.fixed.Main.lambda$main$1[corpus.extra.barrieractioncatch.fixed.Main.main:24#9] java.lang.Thread@Main.java:24 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:34)
  s10: up java.util.concurrent.CyclicBarrier@Main.java:19.arrived 1 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_1: until java.util.concurrent.CyclicBarrier@Main.java:19.arrived >= 2 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_2: tryup java.util.concurrent.CyclicBarrier@Main.java:19.action 1 else s10_3 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_5: call corpus.extra.barrieractioncatch.fixed.Main.lambda$main$0 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_6: up java.util.concurrent.CyclicBarrier@Main.java:19.acted 1 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_7: goto s10_4                      // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_3: until java.util.concurrent.CyclicBarrier@Main.java:19.acted >= 1 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_4: skip                            // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_8: up java.util.concurrent.CyclicBarrier@Main.java:19.left 1 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_9: trydown java.util.concurrent.CyclicBarrier@Main.java:19.left 2 else s10_11 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_10: down java.util.concurrent.CyclicBarrier@Main.java:19.action 1 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_12: down java.util.concurrent.CyclicBarrier@Main.java:19.acted 1 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_13: down java.util.concurrent.CyclicBarrier@Main.java:19.arrived 2 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s10_11: skip                           // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:35)
  s11: join java.lang.Thread@Main.java:24 // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.barrieractioncatch.fixed.Main.<clinit> // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:19)
  main: call corpus.extra.barrieractioncatch.fixed.Main.main // at corpus.extra.barrieractioncatch.fixed.Main.main(Main.java:19)
}
