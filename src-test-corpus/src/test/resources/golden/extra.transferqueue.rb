main corpus.extra.transferqueue.Main.main
counter java.util.concurrent.LinkedTransferQueue@Main.java:19.items limit 2 init 0
counter java.util.concurrent.LinkedTransferQueue@Main.java:19.pending limit 1 init 0
counter java.util.concurrent.LinkedTransferQueue@Main.java:19.plain limit 2 init 0
counter java.util.concurrent.LinkedTransferQueue@Main.java:19.received limit 1 init 0

proc corpus.extra.transferqueue.Main.lambda$main$0[corpus.extra.transferqueue.Main.main:20#10] {
  s1: read java.lang.System.out          // at corpus.extra.transferqueue.Main.lambda$main$0(Main.java:22)
  s2: down java.util.concurrent.LinkedTransferQueue@Main.java:19.items 1 // at corpus.extra.transferqueue.Main.lambda$main$0(Main.java:22)
  s2_4: jump s2_1 s2_2                   // at corpus.extra.transferqueue.Main.lambda$main$0(Main.java:22)
  s2_1: trydown java.util.concurrent.LinkedTransferQueue@Main.java:19.plain 1 else s2_2 // at corpus.extra.transferqueue.Main.lambda$main$0(Main.java:22)
  s2_5: goto s2_3                        // at corpus.extra.transferqueue.Main.lambda$main$0(Main.java:22)
  s2_2: trydown java.util.concurrent.LinkedTransferQueue@Main.java:19.pending 1 else s2_1 // at corpus.extra.transferqueue.Main.lambda$main$0(Main.java:22)
  s2_6: up java.util.concurrent.LinkedTransferQueue@Main.java:19.received 1 // at corpus.extra.transferqueue.Main.lambda$main$0(Main.java:22)
  s2_3: skip                             // at corpus.extra.transferqueue.Main.lambda$main$0(Main.java:22)
}

proc corpus.extra.transferqueue.Main.main {
  s10: fork corpus.extra.transferqueue.Main.lambda$main$0[corpus.extra.transferqueue.Main.main:20#10] java.lang.Thread@Main.java:20 // at corpus.extra.transferqueue.Main.main(Main.java:27)
  s12: up java.util.concurrent.LinkedTransferQueue@Main.java:19.plain 1 // at corpus.extra.transferqueue.Main.main(Main.java:28)
  s12_1: up java.util.concurrent.LinkedTransferQueue@Main.java:19.items 1 // at corpus.extra.transferqueue.Main.main(Main.java:28)
  s14: up java.util.concurrent.LinkedTransferQueue@Main.java:19.pending 1 // at corpus.extra.transferqueue.Main.main(Main.java:29)
  s14_1: up java.util.concurrent.LinkedTransferQueue@Main.java:19.items 1 // at corpus.extra.transferqueue.Main.main(Main.java:29)
  s14_2: down java.util.concurrent.LinkedTransferQueue@Main.java:19.received 1 // at corpus.extra.transferqueue.Main.main(Main.java:29)
  s15: join java.lang.Thread@Main.java:20 // at corpus.extra.transferqueue.Main.main(Main.java:30)
}
