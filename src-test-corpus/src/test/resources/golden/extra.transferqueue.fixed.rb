main corpus.extra.transferqueue.fixed.Main.main
counter java.util.concurrent.LinkedTransferQueue@Main.java:15.items limit 2 init 0
counter java.util.concurrent.LinkedTransferQueue@Main.java:15.pending limit 1 init 0
counter java.util.concurrent.LinkedTransferQueue@Main.java:15.plain limit 2 init 0
counter java.util.concurrent.LinkedTransferQueue@Main.java:15.received limit 1 init 0

proc corpus.extra.transferqueue.fixed.Main.lambda$main$0[corpus.extra.transferqueue.fixed.Main.main:16#10] {
  s1: read java.lang.System.out          // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s2: down java.util.concurrent.LinkedTransferQueue@Main.java:15.items 1 // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s2_4: jump s2_1 s2_2                   // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s2_1: trydown java.util.concurrent.LinkedTransferQueue@Main.java:15.plain 1 else s2_2 // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s2_5: goto s2_3                        // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s2_2: trydown java.util.concurrent.LinkedTransferQueue@Main.java:15.pending 1 else s2_1 // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s2_6: up java.util.concurrent.LinkedTransferQueue@Main.java:15.received 1 // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s2_3: skip                             // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s4: down java.util.concurrent.LinkedTransferQueue@Main.java:15.items 1 // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s4_4: jump s4_1 s4_2                   // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s4_1: trydown java.util.concurrent.LinkedTransferQueue@Main.java:15.plain 1 else s4_2 // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s4_5: goto s4_3                        // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s4_2: trydown java.util.concurrent.LinkedTransferQueue@Main.java:15.pending 1 else s4_1 // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s4_6: up java.util.concurrent.LinkedTransferQueue@Main.java:15.received 1 // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
  s4_3: skip                             // at corpus.extra.transferqueue.fixed.Main.lambda$main$0(Main.java:18)
}

proc corpus.extra.transferqueue.fixed.Main.main {
  s10: fork corpus.extra.transferqueue.fixed.Main.lambda$main$0[corpus.extra.transferqueue.fixed.Main.main:16#10] java.lang.Thread@Main.java:16 // at corpus.extra.transferqueue.fixed.Main.main(Main.java:23)
  s12: up java.util.concurrent.LinkedTransferQueue@Main.java:15.plain 1 // at corpus.extra.transferqueue.fixed.Main.main(Main.java:24)
  s12_1: up java.util.concurrent.LinkedTransferQueue@Main.java:15.items 1 // at corpus.extra.transferqueue.fixed.Main.main(Main.java:24)
  s14: up java.util.concurrent.LinkedTransferQueue@Main.java:15.pending 1 // at corpus.extra.transferqueue.fixed.Main.main(Main.java:25)
  s14_1: up java.util.concurrent.LinkedTransferQueue@Main.java:15.items 1 // at corpus.extra.transferqueue.fixed.Main.main(Main.java:25)
  s14_2: down java.util.concurrent.LinkedTransferQueue@Main.java:15.received 1 // at corpus.extra.transferqueue.fixed.Main.main(Main.java:25)
  s15: join java.lang.Thread@Main.java:16 // at corpus.extra.transferqueue.fixed.Main.main(Main.java:26)
}
