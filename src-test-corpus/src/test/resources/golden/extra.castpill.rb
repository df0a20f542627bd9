main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:19.items limit 2 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:19.kind.0 limit 10 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:19.kind.other limit 10 init 0

proc corpus.extra.castpill.Main.<clinit> {
  s3: write corpus.extra.castpill.Main.queue // at corpus.extra.castpill.Main.<clinit>(Main.java:19)
}

proc corpus.extra.castpill.Main.lambda$main$0[corpus.extra.castpill.Main.main:23#5] {
  s0: read corpus.extra.castpill.Main.queue // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
  s1_1: jump s1_2 s1_3                   // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
  s1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:19.kind.0 1 else s1_3 // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
  s1_4: goto s2e1                        // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:19.kind.other 1 else s1_2 // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
  s1_5: goto s2e2                        // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
  s4: jump exit s15                      // at corpus.extra.castpill.Main.lambda$main$0(Main.java:27)
  s10: read java.lang.System.out         // at corpus.extra.castpill.Main.lambda$main$0(Main.java:34)
  s10_1: goto s0                         // at corpus.extra.castpill.Main.lambda$main$0(Main.java:34)
  s15: read corpus.extra.castpill.Main.handled // at corpus.extra.castpill.Main.lambda$main$0(Main.java:30)
  s17: write corpus.extra.castpill.Main.handled // at corpus.extra.castpill.Main.lambda$main$0(Main.java:30)
  s17_1: goto s0                         // at corpus.extra.castpill.Main.lambda$main$0(Main.java:30)
  s2e1: jump s4 s10                      // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
  s2e2: jump s4 s10                      // at corpus.extra.castpill.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.castpill.Main.main {
  s5: fork corpus.extra.castpill.Main.lambda$main$0[corpus.extra.castpill.Main.main:23#5] java.lang.Thread@Main.java:23 // at corpus.extra.castpill.Main.main(Main.java:38)
  s6: read corpus.extra.castpill.Main.queue // at corpus.extra.castpill.Main.main(Main.java:39)
  s7_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:19.kind.other 1 else s7 // at corpus.extra.castpill.Main.main(Main.java:39)
  s7: skip                               // at corpus.extra.castpill.Main.main(Main.java:39)
  s7_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.extra.castpill.Main.main(Main.java:39)
  s8: read corpus.extra.castpill.Main.queue // at corpus.extra.castpill.Main.main(Main.java:40)
  s8_1: goto s10e1_1                     // at corpus.extra.castpill.Main.main(Main.java:40)
  s11: join java.lang.Thread@Main.java:23 // at corpus.extra.castpill.Main.main(Main.java:41)
  s11_1: goto exit                       // at corpus.extra.castpill.Main.main(Main.java:41)
  s10e1_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:19.kind.0 1 else s10e1 // at corpus.extra.castpill.Main.main(Main.java:40)
  s10e1: skip                            // at corpus.extra.castpill.Main.main(Main.java:40)
  s10e1_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.extra.castpill.Main.main(Main.java:40)
  s10e1_4: goto s11                      // at corpus.extra.castpill.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.castpill.Main.<clinit> // at corpus.extra.castpill.Main.main(Main.java:23)
  main: call corpus.extra.castpill.Main.main // at corpus.extra.castpill.Main.main(Main.java:23)
}
