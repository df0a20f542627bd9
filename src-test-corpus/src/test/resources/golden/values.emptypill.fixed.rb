main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:39.items limit 4 init 0
counter "java.util.concurrent.LinkedBlockingQueue@Main.java:39.kind.\"\"" limit 12 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:39.kind.other limit 12 init 0

proc corpus.values.emptypill.fixed.Main.<clinit> {
  s2: write corpus.values.emptypill.fixed.Main.COUNT_LOCK // at corpus.values.emptypill.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.values.emptypill.fixed.Main.lambda$main$0[corpus.values.emptypill.fixed.Main.main:40#10] {
  s1: call corpus.values.emptypill.fixed.Main.work[corpus.values.emptypill.fixed.Main.lambda$main$0:40#1,corpus.values.emptypill.fixed.Main.main:40#10] // at corpus.values.emptypill.fixed.Main.lambda$main$0(Main.java:40)
}

proc corpus.values.emptypill.fixed.Main.main {
  s10: fork corpus.values.emptypill.fixed.Main.lambda$main$0[corpus.values.emptypill.fixed.Main.main:40#10] java.lang.Thread@Main.java:40 // at corpus.values.emptypill.fixed.Main.main(Main.java:41)
  s10_1: goto s15e1_1                    // at corpus.values.emptypill.fixed.Main.main(Main.java:41)
  s19_1: tryup "java.util.concurrent.LinkedBlockingQueue@Main.java:39.kind.\"\"" 1 else s19 // at corpus.values.emptypill.fixed.Main.main(Main.java:45)
  s19: skip                              // at corpus.values.emptypill.fixed.Main.main(Main.java:45)
  s19_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.fixed.Main.main(Main.java:45)
  s20: join java.lang.Thread@Main.java:40 // at corpus.values.emptypill.fixed.Main.main(Main.java:46)
  s20_1: goto exit                       // at corpus.values.emptypill.fixed.Main.main(Main.java:46)
  s15e1_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:39.kind.other 1 else s15e1 // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s15e1: skip                            // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s15e1_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s25e2_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:39.kind.other 1 else s25e2 // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s25e2: skip                            // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s25e2_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s31e3_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:39.kind.other 1 else s31e3 // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s31e3: skip                            // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s31e3_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
  s31e3_4: goto s19_1                    // at corpus.values.emptypill.fixed.Main.main(Main.java:43)
}

proc corpus.values.emptypill.fixed.Main.work[corpus.values.emptypill.fixed.Main.lambda$main$0:40#1,corpus.values.emptypill.fixed.Main.main:40#10] {
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.fixed.Main.work(Main.java:25)
  s1_1: jump s1_2 s1_3                   // at corpus.values.emptypill.fixed.Main.work(Main.java:25)
  s1_2: trydown "java.util.concurrent.LinkedBlockingQueue@Main.java:39.kind.\"\"" 1 else s1_3 // at corpus.values.emptypill.fixed.Main.work(Main.java:25)
  s1_4: goto exit                        // at corpus.values.emptypill.fixed.Main.work(Main.java:25)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:39.kind.other 1 else s1_2 // at corpus.values.emptypill.fixed.Main.work(Main.java:25)
  s6: read corpus.values.emptypill.fixed.Main.COUNT_LOCK // at corpus.values.emptypill.fixed.Main.work(Main.java:29)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.values.emptypill.fixed.Main.work(Main.java:29)
  s8: read corpus.values.emptypill.fixed.Main.count // at corpus.values.emptypill.fixed.Main.work(Main.java:30)
  s10: write corpus.values.emptypill.fixed.Main.count // at corpus.values.emptypill.fixed.Main.work(Main.java:30)
  s11: release java.lang.Object@Main.java:19 // at corpus.values.emptypill.fixed.Main.work(Main.java:31)
  s11_1: goto s1                         // at corpus.values.emptypill.fixed.Main.work(Main.java:31)
}

proc entry {
  init0: call corpus.values.emptypill.fixed.Main.<clinit> // at corpus.values.emptypill.fixed.Main.main(Main.java:39)
  main: call corpus.values.emptypill.fixed.Main.main // at corpus.values.emptypill.fixed.Main.main(Main.java:39)
}
