main corpus.extra.typedmessages.fixed.Main.main
counter java.util.concurrent.LinkedBlockingQueue@Main.java:53.items limit 4 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Stop@Main.java:72 limit 12 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Stop@Main.java:73 limit 12 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Work@Main.java:70 limit 12 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Work@Main.java:71 limit 12 init 0

proc corpus.extra.typedmessages.fixed.Main$Stop.<init>[corpus.extra.typedmessages.fixed.Main$Stop@Main.java:72] {
}

proc corpus.extra.typedmessages.fixed.Main$Work.<init>[corpus.extra.typedmessages.fixed.Main$Work@Main.java:70] {
  s3: write corpus.extra.typedmessages.fixed.Main$Work@Main.java:70.amount // at corpus.extra.typedmessages.fixed.Main$Work.<init>(Main.java:19)
}

proc corpus.extra.typedmessages.fixed.Main$Work.<init>[corpus.extra.typedmessages.fixed.Main$Work@Main.java:71] {
  s3: write corpus.extra.typedmessages.fixed.Main$Work@Main.java:71.amount // at corpus.extra.typedmessages.fixed.Main$Work.<init>(Main.java:19)
}

proc corpus.extra.typedmessages.fixed.Main$Work.amount[corpus.extra.typedmessages.fixed.Main$Work@Main.java:70] {
  s1: read corpus.extra.typedmessages.fixed.Main$Work@Main.java:70.amount // at corpus.extra.typedmessages.fixed.Main$Work.amount(Main.java:19)
}

proc corpus.extra.typedmessages.fixed.Main$Work.amount[corpus.extra.typedmessages.fixed.Main$Work@Main.java:71] {
  s1: read corpus.extra.typedmessages.fixed.Main$Work@Main.java:71.amount // at corpus.extra.typedmessages.fixed.Main$Work.amount(Main.java:19)
}

proc corpus.extra.typedmessages.fixed.Main.add {
  sync: acquire corpus.extra.typedmessages.fixed.Main.class // at corpus.extra.typedmessages.fixed.Main.add(Main.java:49)
  s1: read corpus.extra.typedmessages.fixed.Main.total // at corpus.extra.typedmessages.fixed.Main.add(Main.java:49)
  s3: write corpus.extra.typedmessages.fixed.Main.total // at corpus.extra.typedmessages.fixed.Main.add(Main.java:49)
  ret_0: release corpus.extra.typedmessages.fixed.Main.class // at corpus.extra.typedmessages.fixed.Main.add(Main.java:49)
}

proc corpus.extra.typedmessages.fixed.Main.lambda$main$0[corpus.extra.typedmessages.fixed.Main.main:54#15] {
  s1: call corpus.extra.typedmessages.fixed.Main.switching[corpus.extra.typedmessages.fixed.Main.lambda$main$0:56#1,corpus.extra.typedmessages.fixed.Main.main:54#15] // at corpus.extra.typedmessages.fixed.Main.lambda$main$0(Main.java:56)
}

proc corpus.extra.typedmessages.fixed.Main.lambda$main$1[corpus.extra.typedmessages.fixed.Main.main:61#16] {
  s1: call corpus.extra.typedmessages.fixed.Main.testing[corpus.extra.typedmessages.fixed.Main.lambda$main$1:63#1,corpus.extra.typedmessages.fixed.Main.main:61#16] // at corpus.extra.typedmessages.fixed.Main.lambda$main$1(Main.java:63)
}

proc corpus.extra.typedmessages.fixed.Main.main {
  s15: fork corpus.extra.typedmessages.fixed.Main.lambda$main$0[corpus.extra.typedmessages.fixed.Main.main:54#15] java.lang.Thread@Main.java:54 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:68)
  s16: fork corpus.extra.typedmessages.fixed.Main.lambda$main$1[corpus.extra.typedmessages.fixed.Main.main:61#16] java.lang.Thread@Main.java:61 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:69)
  s18: call corpus.extra.typedmessages.fixed.Main$Work.<init>[corpus.extra.typedmessages.fixed.Main$Work@Main.java:70] // at corpus.extra.typedmessages.fixed.Main.main(Main.java:70)
  s20_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Work@Main.java:70 1 else s20 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:70)
  s20: skip                              // at corpus.extra.typedmessages.fixed.Main.main(Main.java:70)
  s20_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:53.items 1 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:70)
  s22: call corpus.extra.typedmessages.fixed.Main$Work.<init>[corpus.extra.typedmessages.fixed.Main$Work@Main.java:71] // at corpus.extra.typedmessages.fixed.Main.main(Main.java:71)
  s24_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Work@Main.java:71 1 else s24 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:71)
  s24: skip                              // at corpus.extra.typedmessages.fixed.Main.main(Main.java:71)
  s24_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:53.items 1 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:71)
  s26: call corpus.extra.typedmessages.fixed.Main$Stop.<init>[corpus.extra.typedmessages.fixed.Main$Stop@Main.java:72] // at corpus.extra.typedmessages.fixed.Main.main(Main.java:72)
  s28_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Stop@Main.java:72 1 else s28 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:72)
  s28: skip                              // at corpus.extra.typedmessages.fixed.Main.main(Main.java:72)
  s28_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:53.items 1 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:72)
  s30: call corpus.extra.typedmessages.fixed.Main$Stop.<init>[corpus.extra.typedmessages.fixed.Main$Stop@Main.java:72] // at corpus.extra.typedmessages.fixed.Main.main(Main.java:73)
  s32_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Stop@Main.java:73 1 else s32 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:73)
  s32: skip                              // at corpus.extra.typedmessages.fixed.Main.main(Main.java:73)
  s32_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:53.items 1 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:73)
  s33: join java.lang.Thread@Main.java:54 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:74)
  s34: join java.lang.Thread@Main.java:61 // at corpus.extra.typedmessages.fixed.Main.main(Main.java:75)
}

proc corpus.extra.typedmessages.fixed.Main.switching[corpus.extra.typedmessages.fixed.Main.lambda$main$0:56#1,corpus.extra.typedmessages.fixed.Main.main:54#15] {
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:53.items 1 // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_1: jump s1_2 s1_3 s1_4 s1_5         // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Work@Main.java:70 1 else s1_3 // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_6: goto s8e31                       // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Work@Main.java:71 1 else s1_4 // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_7: goto s8e34                       // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_4: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Stop@Main.java:72 1 else s1_5 // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_8: goto exit                        // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_5: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Stop@Main.java:73 1 else s1_2 // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s1_9: goto exit                        // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:27)
  s9: call corpus.extra.typedmessages.fixed.Main.add // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:28)
  s9_1: goto s1                          // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:28)
  s8e31: call corpus.extra.typedmessages.fixed.Main$Work.amount[corpus.extra.typedmessages.fixed.Main$Work@Main.java:70] // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:28)
  s8e31_1: goto s9                       // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:28)
  s8e34: call corpus.extra.typedmessages.fixed.Main$Work.amount[corpus.extra.typedmessages.fixed.Main$Work@Main.java:71] // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:28)
  s8e34_1: goto s9                       // at corpus.extra.typedmessages.fixed.Main.switching(Main.java:28)
}

proc corpus.extra.typedmessages.fixed.Main.testing[corpus.extra.typedmessages.fixed.Main.lambda$main$1:63#1,corpus.extra.typedmessages.fixed.Main.main:61#16] {
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:53.items 1 // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_1: jump s1_2 s1_3 s1_4 s1_5         // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Work@Main.java:70 1 else s1_3 // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_6: goto s9e23                       // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Work@Main.java:71 1 else s1_4 // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_7: goto s9e26                       // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_4: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Stop@Main.java:72 1 else s1_5 // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_8: goto exit                        // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_5: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:53.kind.corpus.extra.typedmessages.fixed.Main$Stop@Main.java:73 1 else s1_2 // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s1_9: goto exit                        // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:38)
  s10: call corpus.extra.typedmessages.fixed.Main.add // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:43)
  s10_1: goto s1                         // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:43)
  s9e23: call corpus.extra.typedmessages.fixed.Main$Work.amount[corpus.extra.typedmessages.fixed.Main$Work@Main.java:70] // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:43)
  s9e23_1: goto s10                      // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:43)
  s9e26: call corpus.extra.typedmessages.fixed.Main$Work.amount[corpus.extra.typedmessages.fixed.Main$Work@Main.java:71] // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:43)
  s9e26_1: goto s10                      // at corpus.extra.typedmessages.fixed.Main.testing(Main.java:43)
}
