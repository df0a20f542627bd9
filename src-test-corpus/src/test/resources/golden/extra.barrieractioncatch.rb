main entry
counter java.util.concurrent.CyclicBarrier@Main.java:21.acted cap 1 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:21.action cap 1 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:21.arrived cap 2 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:21.left cap 2 init 0

proc corpus.extra.barrieractioncatch.Main.<clinit> {
  s2: write corpus.extra.barrieractioncatch.Main.LOG // at corpus.extra.barrieractioncatch.Main.<clinit>(Main.java:18)
}

proc corpus.extra.barrieractioncatch.Main.lambda$main$0 {
  s0: read corpus.extra.barrieractioncatch.Main.LOG // at corpus.extra.barrieractioncatch.Main.lambda$main$0(Main.java:22)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.barrieractioncatch.Main.lambda$main$0(Main.java:22)
  s2: read java.lang.System.out          // at corpus.extra.barrieractioncatch.Main.lambda$main$0(Main.java:23)
  s4: release java.lang.Object@Main.java:18 // at corpus.extra.barrieractioncatch.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.barrieractioncatch.Main.lambda$main$1[corpus.extra.barrieractioncatch.Main.main:26#9] {
  s1: read corpus.extra.barrieractioncatch.Main.LOG // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:27)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:27)
  s3: up java.util.concurrent.CyclicBarrier@Main.java:21.arrived 1 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_1: until java.util.concurrent.CyclicBarrier@Main.java:21.arrived >= 2 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_2: tryup java.util.concurrent.CyclicBarrier@Main.java:21.action 1 else s3_3 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_5: call corpus.extra.barrieractioncatch.Main.lambda$main$0 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_6: up java.util.concurrent.CyclicBarrier@Main.java:21.acted 1 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_7: goto s3_4                        // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_3: until java.util.concurrent.CyclicBarrier@Main.java:21.acted >= 1 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_4: skip                             // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_8: up java.util.concurrent.CyclicBarrier@Main.java:21.left 1 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_9: trydown java.util.concurrent.CyclicBarrier@Main.java:21.left 2 else s3_11 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_10: down java.util.concurrent.CyclicBarrier@Main.java:21.action 1 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_12: down java.util.concurrent.CyclicBarrier@Main.java:21.acted 1 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_13: down java.util.concurrent.CyclicBarrier@Main.java:21.arrived 2 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s3_11: skip                            // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:29)
  s13: release java.lang.Object@Main.java:18 // at corpus.extra.barrieractioncatch.Main.lambda$main$1(Main.java:33)
}

proc corpus.extra.barrieractioncatch.Main.main {
  s9: fork corpus.extra.barrieractioncatch.Main.lambda$main$1[corpus.extra.barrieractioncatch.Main.main:26#9] java.lang.Thread@Main.java:26 // at corpus.extra.barrieractioncatch.Main.main(Main.java:35)
  s10: up java.util.concurrent.CyclicBarrier@Main.java:21.arrived 1 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_1: until java.util.concurrent.CyclicBarrier@Main.java:21.arrived >= 2 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_2: tryup java.util.concurrent.CyclicBarrier@Main.java:21.action 1 else s10_3 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_5: call corpus.extra.barrieractioncatch.Main.lambda$main$0 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_6: up java.util.concurrent.CyclicBarrier@Main.java:21.acted 1 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_7: goto s10_4                      // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_3: until java.util.concurrent.CyclicBarrier@Main.java:21.acted >= 1 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_4: skip                            // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_8: up java.util.concurrent.CyclicBarrier@Main.java:21.left 1 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_9: trydown java.util.concurrent.CyclicBarrier@Main.java:21.left 2 else s10_11 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_10: down java.util.concurrent.CyclicBarrier@Main.java:21.action 1 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_12: down java.util.concurrent.CyclicBarrier@Main.java:21.acted 1 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_13: down java.util.concurrent.CyclicBarrier@Main.java:21.arrived 2 // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s10_11: skip                           // at corpus.extra.barrieractioncatch.Main.main(Main.java:36)
  s11: join java.lang.Thread@Main.java:26 // at corpus.extra.barrieractioncatch.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.barrieractioncatch.Main.<clinit> // at corpus.extra.barrieractioncatch.Main.main(Main.java:21)
  main: call corpus.extra.barrieractioncatch.Main.main // at corpus.extra.barrieractioncatch.Main.main(Main.java:21)
}
