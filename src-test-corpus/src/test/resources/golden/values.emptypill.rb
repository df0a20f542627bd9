main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:39.items limit 4 init 0

proc corpus.values.emptypill.Main.<clinit> {
  s2: write corpus.values.emptypill.Main.COUNT_LOCK // at corpus.values.emptypill.Main.<clinit>(Main.java:19)
}

proc corpus.values.emptypill.Main.lambda$main$0[corpus.values.emptypill.Main.main:40#10] {
  s1: call corpus.values.emptypill.Main.work[corpus.values.emptypill.Main.lambda$main$0:40#1,corpus.values.emptypill.Main.main:40#10] // at corpus.values.emptypill.Main.lambda$main$0(Main.java:40)
}

proc corpus.values.emptypill.Main.main {
  s10: fork corpus.values.emptypill.Main.lambda$main$0[corpus.values.emptypill.Main.main:40#10] java.lang.Thread@Main.java:40 // at corpus.values.emptypill.Main.main(Main.java:41)
  s10_1: goto s15e1                      // at corpus.values.emptypill.Main.main(Main.java:41)
  s19: up java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.Main.main(Main.java:45)
  s20: join java.lang.Thread@Main.java:40 // at corpus.values.emptypill.Main.main(Main.java:46)
  s20_1: goto exit                       // at corpus.values.emptypill.Main.main(Main.java:46)
  s15e1: up java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.Main.main(Main.java:43)
  s25e2: up java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.Main.main(Main.java:43)
  s31e3: up java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.Main.main(Main.java:43)
  s31e3_1: goto s19                      // at corpus.values.emptypill.Main.main(Main.java:43)
}

proc corpus.values.emptypill.Main.work[corpus.values.emptypill.Main.lambda$main$0:40#1,corpus.values.emptypill.Main.main:40#10] {
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:39.items 1 // at corpus.values.emptypill.Main.work(Main.java:25)
  s4: jump exit s6                       // at corpus.values.emptypill.Main.work(Main.java:26)
  s6: read corpus.values.emptypill.Main.COUNT_LOCK // at corpus.values.emptypill.Main.work(Main.java:29)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.values.emptypill.Main.work(Main.java:29)
  s8: read corpus.values.emptypill.Main.count // at corpus.values.emptypill.Main.work(Main.java:30)
  s10: write corpus.values.emptypill.Main.count // at corpus.values.emptypill.Main.work(Main.java:30)
  s11: release java.lang.Object@Main.java:19 // at corpus.values.emptypill.Main.work(Main.java:31)
  s11_1: goto s1                         // at corpus.values.emptypill.Main.work(Main.java:31)
}

proc entry {
  init0: call corpus.values.emptypill.Main.<clinit> // at corpus.values.emptypill.Main.main(Main.java:39)
  main: call corpus.values.emptypill.Main.main // at corpus.values.emptypill.Main.main(Main.java:39)
}
