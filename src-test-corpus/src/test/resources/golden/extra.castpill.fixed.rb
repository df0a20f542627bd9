main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:17.items limit 2 init 0
counter "java.util.concurrent.LinkedBlockingQueue@Main.java:17.kind.\"\"" limit 10 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:17.kind.other limit 10 init 0

proc corpus.extra.castpill.fixed.Main.<clinit> {
  s3: write corpus.extra.castpill.fixed.Main.queue // at corpus.extra.castpill.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.castpill.fixed.Main.lambda$main$0[corpus.extra.castpill.fixed.Main.main:21#5] {
  s0: read corpus.extra.castpill.fixed.Main.queue // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:24)
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:17.items 1 // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:24)
  s1_1: jump s1_2 s1_3                   // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:24)
  s1_2: trydown "java.util.concurrent.LinkedBlockingQueue@Main.java:17.kind.\"\"" 1 else s1_3 // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:24)
  s1_4: goto exit                        // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:24)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:17.kind.other 1 else s1_2 // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:24)
  s15: read corpus.extra.castpill.fixed.Main.handled // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:28)
  s17: write corpus.extra.castpill.fixed.Main.handled // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:28)
  s17_1: goto s0                         // at corpus.extra.castpill.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.castpill.fixed.Main.main {
  s5: fork corpus.extra.castpill.fixed.Main.lambda$main$0[corpus.extra.castpill.fixed.Main.main:21#5] java.lang.Thread@Main.java:21 // at corpus.extra.castpill.fixed.Main.main(Main.java:36)
  s6: read corpus.extra.castpill.fixed.Main.queue // at corpus.extra.castpill.fixed.Main.main(Main.java:37)
  s7_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:17.kind.other 1 else s7 // at corpus.extra.castpill.fixed.Main.main(Main.java:37)
  s7: skip                               // at corpus.extra.castpill.fixed.Main.main(Main.java:37)
  s7_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:17.items 1 // at corpus.extra.castpill.fixed.Main.main(Main.java:37)
  s8: read corpus.extra.castpill.fixed.Main.queue // at corpus.extra.castpill.fixed.Main.main(Main.java:38)
  s9_1: tryup "java.util.concurrent.LinkedBlockingQueue@Main.java:17.kind.\"\"" 1 else s9 // at corpus.extra.castpill.fixed.Main.main(Main.java:38)
  s9: skip                               // at corpus.extra.castpill.fixed.Main.main(Main.java:38)
  s9_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:17.items 1 // at corpus.extra.castpill.fixed.Main.main(Main.java:38)
  s10: join java.lang.Thread@Main.java:21 // at corpus.extra.castpill.fixed.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.castpill.fixed.Main.<clinit> // at corpus.extra.castpill.fixed.Main.main(Main.java:21)
  main: call corpus.extra.castpill.fixed.Main.main // at corpus.extra.castpill.fixed.Main.main(Main.java:21)
}
