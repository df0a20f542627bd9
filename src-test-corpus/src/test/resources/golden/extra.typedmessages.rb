main corpus.extra.typedmessages.Main.main
counter java.util.concurrent.LinkedBlockingQueue@Main.java:57.items limit 3 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Stop@Main.java:76 limit 11 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Work@Main.java:74 limit 11 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Work@Main.java:75 limit 11 init 0

proc corpus.extra.typedmessages.Main$Stop.<init>[corpus.extra.typedmessages.Main$Stop@Main.java:76] {
}

proc corpus.extra.typedmessages.Main$Work.<init>[corpus.extra.typedmessages.Main$Work@Main.java:74] {
  s3: write corpus.extra.typedmessages.Main$Work@Main.java:74.amount // at corpus.extra.typedmessages.Main$Work.<init>(Main.java:23)
}

proc corpus.extra.typedmessages.Main$Work.<init>[corpus.extra.typedmessages.Main$Work@Main.java:75] {
  s3: write corpus.extra.typedmessages.Main$Work@Main.java:75.amount // at corpus.extra.typedmessages.Main$Work.<init>(Main.java:23)
}

proc corpus.extra.typedmessages.Main$Work.amount[corpus.extra.typedmessages.Main$Work@Main.java:74] {
  s1: read corpus.extra.typedmessages.Main$Work@Main.java:74.amount // at corpus.extra.typedmessages.Main$Work.amount(Main.java:23)
}

proc corpus.extra.typedmessages.Main$Work.amount[corpus.extra.typedmessages.Main$Work@Main.java:75] {
  s1: read corpus.extra.typedmessages.Main$Work@Main.java:75.amount // at corpus.extra.typedmessages.Main$Work.amount(Main.java:23)
}

proc corpus.extra.typedmessages.Main.add {
  sync: acquire corpus.extra.typedmessages.Main.class // at corpus.extra.typedmessages.Main.add(Main.java:53)
  s1: read corpus.extra.typedmessages.Main.total // at corpus.extra.typedmessages.Main.add(Main.java:53)
  s3: write corpus.extra.typedmessages.Main.total // at corpus.extra.typedmessages.Main.add(Main.java:53)
  ret_0: release corpus.extra.typedmessages.Main.class // at corpus.extra.typedmessages.Main.add(Main.java:53)
}

proc corpus.extra.typedmessages.Main.lambda$main$0[corpus.extra.typedmessages.Main.main:58#15] {
  s1: call corpus.extra.typedmessages.Main.switching[corpus.extra.typedmessages.Main.lambda$main$0:60#1,corpus.extra.typedmessages.Main.main:58#15] // at corpus.extra.typedmessages.Main.lambda$main$0(Main.java:60)
}

proc corpus.extra.typedmessages.Main.lambda$main$1[corpus.extra.typedmessages.Main.main:65#16] {
  s1: call corpus.extra.typedmessages.Main.testing[corpus.extra.typedmessages.Main.lambda$main$1:67#1,corpus.extra.typedmessages.Main.main:65#16] // at corpus.extra.typedmessages.Main.lambda$main$1(Main.java:67)
}

proc corpus.extra.typedmessages.Main.main {
  s15: fork corpus.extra.typedmessages.Main.lambda$main$0[corpus.extra.typedmessages.Main.main:58#15] java.lang.Thread@Main.java:58 // at corpus.extra.typedmessages.Main.main(Main.java:72)
  s16: fork corpus.extra.typedmessages.Main.lambda$main$1[corpus.extra.typedmessages.Main.main:65#16] java.lang.Thread@Main.java:65 // at corpus.extra.typedmessages.Main.main(Main.java:73)
  s18: call corpus.extra.typedmessages.Main$Work.<init>[corpus.extra.typedmessages.Main$Work@Main.java:74] // at corpus.extra.typedmessages.Main.main(Main.java:74)
  s20_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Work@Main.java:74 1 else s20 // at corpus.extra.typedmessages.Main.main(Main.java:74)
  s20: skip                              // at corpus.extra.typedmessages.Main.main(Main.java:74)
  s20_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:57.items 1 // at corpus.extra.typedmessages.Main.main(Main.java:74)
  s22: call corpus.extra.typedmessages.Main$Work.<init>[corpus.extra.typedmessages.Main$Work@Main.java:75] // at corpus.extra.typedmessages.Main.main(Main.java:75)
  s24_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Work@Main.java:75 1 else s24 // at corpus.extra.typedmessages.Main.main(Main.java:75)
  s24: skip                              // at corpus.extra.typedmessages.Main.main(Main.java:75)
  s24_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:57.items 1 // at corpus.extra.typedmessages.Main.main(Main.java:75)
  s26: call corpus.extra.typedmessages.Main$Stop.<init>[corpus.extra.typedmessages.Main$Stop@Main.java:76] // at corpus.extra.typedmessages.Main.main(Main.java:76)
  s28_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Stop@Main.java:76 1 else s28 // at corpus.extra.typedmessages.Main.main(Main.java:76)
  s28: skip                              // at corpus.extra.typedmessages.Main.main(Main.java:76)
  s28_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:57.items 1 // at corpus.extra.typedmessages.Main.main(Main.java:76)
  s29: join java.lang.Thread@Main.java:58 // at corpus.extra.typedmessages.Main.main(Main.java:77)
  s30: join java.lang.Thread@Main.java:65 // at corpus.extra.typedmessages.Main.main(Main.java:78)
}

proc corpus.extra.typedmessages.Main.switching[corpus.extra.typedmessages.Main.lambda$main$0:60#1,corpus.extra.typedmessages.Main.main:58#15] {
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:57.items 1 // at corpus.extra.typedmessages.Main.switching(Main.java:31)
  s1_1: jump s1_2 s1_3 s1_4              // at corpus.extra.typedmessages.Main.switching(Main.java:31)
  s1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Work@Main.java:74 1 else s1_3 // at corpus.extra.typedmessages.Main.switching(Main.java:31)
  s1_5: goto s8e24                       // at corpus.extra.typedmessages.Main.switching(Main.java:31)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Work@Main.java:75 1 else s1_4 // at corpus.extra.typedmessages.Main.switching(Main.java:31)
  s1_6: goto s8e27                       // at corpus.extra.typedmessages.Main.switching(Main.java:31)
  s1_4: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Stop@Main.java:76 1 else s1_2 // at corpus.extra.typedmessages.Main.switching(Main.java:31)
  s1_7: goto exit                        // at corpus.extra.typedmessages.Main.switching(Main.java:31)
  s9: call corpus.extra.typedmessages.Main.add // at corpus.extra.typedmessages.Main.switching(Main.java:32)
  s9_1: goto s1                          // at corpus.extra.typedmessages.Main.switching(Main.java:32)
  s8e24: call corpus.extra.typedmessages.Main$Work.amount[corpus.extra.typedmessages.Main$Work@Main.java:74] // at corpus.extra.typedmessages.Main.switching(Main.java:32)
  s8e24_1: goto s9                       // at corpus.extra.typedmessages.Main.switching(Main.java:32)
  s8e27: call corpus.extra.typedmessages.Main$Work.amount[corpus.extra.typedmessages.Main$Work@Main.java:75] // at corpus.extra.typedmessages.Main.switching(Main.java:32)
  s8e27_1: goto s9                       // at corpus.extra.typedmessages.Main.switching(Main.java:32)
}

proc corpus.extra.typedmessages.Main.testing[corpus.extra.typedmessages.Main.lambda$main$1:67#1,corpus.extra.typedmessages.Main.main:65#16] {
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:57.items 1 // at corpus.extra.typedmessages.Main.testing(Main.java:42)
  s1_1: jump s1_2 s1_3 s1_4              // at corpus.extra.typedmessages.Main.testing(Main.java:42)
  s1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Work@Main.java:74 1 else s1_3 // at corpus.extra.typedmessages.Main.testing(Main.java:42)
  s1_5: goto s9e18                       // at corpus.extra.typedmessages.Main.testing(Main.java:42)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Work@Main.java:75 1 else s1_4 // at corpus.extra.typedmessages.Main.testing(Main.java:42)
  s1_6: goto s9e21                       // at corpus.extra.typedmessages.Main.testing(Main.java:42)
  s1_4: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:57.kind.corpus.extra.typedmessages.Main$Stop@Main.java:76 1 else s1_2 // at corpus.extra.typedmessages.Main.testing(Main.java:42)
  s1_7: goto exit                        // at corpus.extra.typedmessages.Main.testing(Main.java:42)
  s10: call corpus.extra.typedmessages.Main.add // at corpus.extra.typedmessages.Main.testing(Main.java:47)
  s10_1: goto s1                         // at corpus.extra.typedmessages.Main.testing(Main.java:47)
  s9e18: call corpus.extra.typedmessages.Main$Work.amount[corpus.extra.typedmessages.Main$Work@Main.java:74] // at corpus.extra.typedmessages.Main.testing(Main.java:47)
  s9e18_1: goto s10                      // at corpus.extra.typedmessages.Main.testing(Main.java:47)
  s9e21: call corpus.extra.typedmessages.Main$Work.amount[corpus.extra.typedmessages.Main$Work@Main.java:75] // at corpus.extra.typedmessages.Main.testing(Main.java:47)
  s9e21_1: goto s10                      // at corpus.extra.typedmessages.Main.testing(Main.java:47)
}
