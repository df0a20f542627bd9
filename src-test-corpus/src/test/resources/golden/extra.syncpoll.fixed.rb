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
  s2_8: goto s5e2                        // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_2: down java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_9: goto s2_3                        // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s2_4: skip                             // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:22)
  s7e1: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_1: up java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_6: until java.util.concurrent.SynchronousQueue@Main.java:19.items >= 1 timed // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_7: trydown java.util.concurrent.SynchronousQueue@Main.java:19.items 1 else s8e1_2 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_4: up java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_8: goto s8e1_5                    // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_2: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s8e1_3 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_9: goto s8e1                      // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_3: down java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_10: goto s8e1_4                   // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_5: skip                           // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1: skip                             // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e1_11: goto exit                     // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s5e2: read java.lang.System.out        // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:24)
  s7e2: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_1: up java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_6: until java.util.concurrent.SynchronousQueue@Main.java:19.items >= 1 timed // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_7: trydown java.util.concurrent.SynchronousQueue@Main.java:19.items 1 else s8e2_2 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_4: up java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_8: goto s8e2_5                    // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_2: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s8e2_3 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_9: goto s8e2                      // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_3: down java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_10: goto s8e2_4                   // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2_5: skip                           // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
  s8e2: skip                             // at corpus.extra.syncpoll.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.syncpoll.fixed.Main.main {
  s8: fork corpus.extra.syncpoll.fixed.Main.lambda$main$0[corpus.extra.syncpoll.fixed.Main.main:20#8] java.lang.Thread@Main.java:20 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:31)
  s9: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s9_1 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:32)
  s9_2: up java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:32)
  s9_3: down java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:32)
  s9_1: skip                             // at corpus.extra.syncpoll.fixed.Main.main(Main.java:32)
  s10: join java.lang.Thread@Main.java:20 // at corpus.extra.syncpoll.fixed.Main.main(Main.java:33)
}
