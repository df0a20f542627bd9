main corpus.extra.syncoffer.fixed.Main.main
counter java.util.concurrent.SynchronousQueue@Main.java:18.handoff cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:18.items cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:18.takers limit 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.handoff cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.items cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.takers limit 1 init 0

proc corpus.extra.syncoffer.fixed.Main.lambda$main$0[corpus.extra.syncoffer.fixed.Main.main:20#11] {
  s1: read java.lang.System.out          // at corpus.extra.syncoffer.fixed.Main.lambda$main$0(Main.java:22)
  s2: up java.util.concurrent.SynchronousQueue@Main.java:18.takers 1 // at corpus.extra.syncoffer.fixed.Main.lambda$main$0(Main.java:22)
  s2_1: down java.util.concurrent.SynchronousQueue@Main.java:18.items 1 // at corpus.extra.syncoffer.fixed.Main.lambda$main$0(Main.java:22)
  s2_2: up java.util.concurrent.SynchronousQueue@Main.java:18.handoff 1 // at corpus.extra.syncoffer.fixed.Main.lambda$main$0(Main.java:22)
}

proc corpus.extra.syncoffer.fixed.Main.main {
  s11: fork corpus.extra.syncoffer.fixed.Main.lambda$main$0[corpus.extra.syncoffer.fixed.Main.main:20#11] java.lang.Thread@Main.java:20 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:27)
  s12: trydown java.util.concurrent.SynchronousQueue@Main.java:18.takers 1 else s14 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:28)
  s12_1: up java.util.concurrent.SynchronousQueue@Main.java:18.items 1 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:28)
  s12_2: down java.util.concurrent.SynchronousQueue@Main.java:18.handoff 1 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:28)
  s12_3: goto s15                        // at corpus.extra.syncoffer.fixed.Main.main(Main.java:28)
  s14: down java.util.concurrent.SynchronousQueue@Main.java:18.takers 1 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:29)
  s14_1: up java.util.concurrent.SynchronousQueue@Main.java:18.items 1 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:29)
  s14_2: down java.util.concurrent.SynchronousQueue@Main.java:18.handoff 1 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:29)
  s15: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s20e6 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:31)
  s15_1: up java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:31)
  s15_2: down java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:31)
  s20e5: join java.lang.Thread@Main.java:20 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:32)
  s21e5: read java.lang.System.out       // at corpus.extra.syncoffer.fixed.Main.main(Main.java:33)
  s21e5_1: goto exit                     // at corpus.extra.syncoffer.fixed.Main.main(Main.java:33)
  s20e6: join java.lang.Thread@Main.java:20 // at corpus.extra.syncoffer.fixed.Main.main(Main.java:32)
  s21e6: read java.lang.System.out       // at corpus.extra.syncoffer.fixed.Main.main(Main.java:33)
}
