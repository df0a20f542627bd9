main entry

proc corpus.extra.atomicupdate.fixed.Main.<clinit> {
  s2: write corpus.extra.atomicupdate.fixed.Main.REGISTRY // at corpus.extra.atomicupdate.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.atomicupdate.fixed.Main.AUDIT // at corpus.extra.atomicupdate.fixed.Main.<clinit>(Main.java:19)
  s8: write corpus.extra.atomicupdate.fixed.Main.CONFIG // at corpus.extra.atomicupdate.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.atomicupdate.fixed.Main.lambda$main$0[corpus.extra.atomicupdate.fixed.Main.main:24#5] {
  s0: read corpus.extra.atomicupdate.fixed.Main.AUDIT // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:25)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:25)
  s2: call corpus.extra.atomicupdate.fixed.Main.pause // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:26)
  s3: read corpus.extra.atomicupdate.fixed.Main.CONFIG // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:27)
  s5: jump exit5_s5_1 s5_2               // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:27)
  s5_2: call corpus.extra.atomicupdate.fixed.Main.lambda$main$1[corpus.extra.atomicupdate.fixed.Main.lambda$main$0:27#5,corpus.extra.atomicupdate.fixed.Main.main:24#5] // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:27)
  s5_3: goto s5                          // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:27)
  exit5_s5_1: skip                       // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:27)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.atomicupdate.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.atomicupdate.fixed.Main.lambda$main$1[corpus.extra.atomicupdate.fixed.Main.lambda$main$0:27#5,corpus.extra.atomicupdate.fixed.Main.main:24#5] {
  s1: read corpus.extra.atomicupdate.fixed.Main.REGISTRY // at corpus.extra.atomicupdate.fixed.Main.lambda$main$1(Main.java:28)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.atomicupdate.fixed.Main.lambda$main$1(Main.java:28)
  s3: read corpus.extra.atomicupdate.fixed.Main.entries // at corpus.extra.atomicupdate.fixed.Main.lambda$main$1(Main.java:29)
  s5: release java.lang.Object@Main.java:18 // at corpus.extra.atomicupdate.fixed.Main.lambda$main$1(Main.java:29)
}

proc corpus.extra.atomicupdate.fixed.Main.main {
  s5: fork corpus.extra.atomicupdate.fixed.Main.lambda$main$0[corpus.extra.atomicupdate.fixed.Main.main:24#5] java.lang.Thread@Main.java:24 // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:34)
  s6: read corpus.extra.atomicupdate.fixed.Main.REGISTRY // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:35)
  s7: acquire java.lang.Object@Main.java:18 // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:35)
  s8: read corpus.extra.atomicupdate.fixed.Main.entries // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:36)
  s10: write corpus.extra.atomicupdate.fixed.Main.entries // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:36)
  s11: release java.lang.Object@Main.java:18 // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:37)
  s17: read corpus.extra.atomicupdate.fixed.Main.AUDIT // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:38)
  s18: acquire java.lang.Object@Main.java:19 // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:38)
  s19: read corpus.extra.atomicupdate.fixed.Main.entries // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:39)
  s21: write corpus.extra.atomicupdate.fixed.Main.entries // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:39)
  s22: release java.lang.Object@Main.java:19 // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:40)
  s28: join java.lang.Thread@Main.java:24 // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:41)
}

proc corpus.extra.atomicupdate.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.atomicupdate.fixed.Main.<clinit> // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:24)
  main: call corpus.extra.atomicupdate.fixed.Main.main // at corpus.extra.atomicupdate.fixed.Main.main(Main.java:24)
}
