main corpus.extra.offerretry.Main.main
counter java.util.concurrent.SynchronousQueue@Main.java:19.handoff cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.items cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.takers limit 1 init 0

proc corpus.extra.offerretry.Main.lambda$main$0[corpus.extra.offerretry.Main.main:20#8] {
  s1: read java.lang.System.out          // at corpus.extra.offerretry.Main.lambda$main$0(Main.java:22)
  s2: up java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 // at corpus.extra.offerretry.Main.lambda$main$0(Main.java:22)
  s2_1: down java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.offerretry.Main.lambda$main$0(Main.java:22)
  s2_2: up java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.offerretry.Main.lambda$main$0(Main.java:22)
}

proc corpus.extra.offerretry.Main.main {
  s8: fork corpus.extra.offerretry.Main.lambda$main$0[corpus.extra.offerretry.Main.main:20#8] java.lang.Thread@Main.java:20 // at corpus.extra.offerretry.Main.main(Main.java:27)
  s8_1: goto s13e3                       // at corpus.extra.offerretry.Main.main(Main.java:27)
  s19: down java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 // at corpus.extra.offerretry.Main.main(Main.java:34)
  s19_1: up java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.offerretry.Main.main(Main.java:34)
  s19_2: down java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.offerretry.Main.main(Main.java:34)
  s20: join java.lang.Thread@Main.java:20 // at corpus.extra.offerretry.Main.main(Main.java:35)
  s20_1: goto exit                       // at corpus.extra.offerretry.Main.main(Main.java:35)
  s13e3: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s24e10 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s13e3_1: up java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s13e3_2: down java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s17e6: read java.lang.System.out       // at corpus.extra.offerretry.Main.main(Main.java:33)
  s17e6_1: goto s19                      // at corpus.extra.offerretry.Main.main(Main.java:33)
  s17e8: read java.lang.System.out       // at corpus.extra.offerretry.Main.main(Main.java:33)
  s17e8_1: goto s19                      // at corpus.extra.offerretry.Main.main(Main.java:33)
  s24e10: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s30e13 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s24e10_1: up java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s24e10_2: down java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s24e10_3: goto s17e6                   // at corpus.extra.offerretry.Main.main(Main.java:30)
  s30e13: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s17e8 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s30e13_1: up java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s30e13_2: down java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.offerretry.Main.main(Main.java:30)
  s30e13_3: goto s17e6                   // at corpus.extra.offerretry.Main.main(Main.java:30)
}
