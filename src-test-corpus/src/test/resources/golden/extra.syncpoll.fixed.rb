main corpus.extra.syncpoll.fixed.Main.main
counter java.util.concurrent.SynchronousQueue@Main.java:19.handoff cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.items cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.takers limit 2 init 0

proc corpus.extra.syncpoll.fixed.Main.lambda$main$0[corpus.extra.syncpoll.fixed.Main.main:20#8] {
  s1: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2: up java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_5: until java.util.concurrent.SynchronousQueue@Main.java:19.items >= 1 timed // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_6: trydown java.util.concurrent.SynchronousQueue@Main.java:19.items 1 else s2_1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_3: up java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_7: goto s2_4                        // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_1: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s2_2 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_8: goto s5                          // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_2: down java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_9: goto s2_3                        // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_4: skip                             // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_10: goto s7                         // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s5: read java.lang.System.out          // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:24)
  s7: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_1: up java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_6: until java.util.concurrent.SynchronousQueue@Main.java:19.items >= 1 timed // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_7: trydown java.util.concurrent.SynchronousQueue@Main.java:19.items 1 else s8_2 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_4: up java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_8: goto s8_5                        // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_2: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s8_3 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_9: goto s8                          // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_3: down java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_10: goto s8_4                       // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8_5: skip                             // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8: skip                               // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.syncpoll.fixed.Main.main {
  s8: fork corpus.extra.syncpoll.fixed.Main.lambda$main$0[corpus.extra.syncpoll.fixed.Main.main:20#8] java.lang.Thread@Main.java:20 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:31)
  s9: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s9_1 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:32)
  s9_2: up java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:32)
  s9_3: down java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:32)
  s9_1: skip                             // at corpus.extra.syncpoll.fixed.Main.main(Main.java:32)
  s10: join java.lang.Thread@Main.java:20 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:33)
}
