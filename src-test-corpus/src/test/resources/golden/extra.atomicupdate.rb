main entry

proc corpus.extra.atomicupdate.Main.<clinit> {
  s2: write corpus.extra.atomicupdate.Main.REGISTRY // at corpus.extra.atomicupdate.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.atomicupdate.Main.AUDIT // at corpus.extra.atomicupdate.Main.<clinit>(Main.java:21)
  s8: write corpus.extra.atomicupdate.Main.CONFIG // at corpus.extra.atomicupdate.Main.<clinit>(Main.java:22)
}

proc corpus.extra.atomicupdate.Main.lambda$main$0[corpus.extra.atomicupdate.Main.main:26#5] {
  s0: read corpus.extra.atomicupdate.Main.AUDIT // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:27)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:27)
  s2: call corpus.extra.atomicupdate.Main.pause // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:28)
  s3: read corpus.extra.atomicupdate.Main.CONFIG // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:29)
  s5: jump exit5_s5_1 s5_2               // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:29)
  s5_2: call corpus.extra.atomicupdate.Main.lambda$main$1[corpus.extra.atomicupdate.Main.lambda$main$0:29#5,corpus.extra.atomicupdate.Main.main:26#5] // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:29)
  s5_3: goto s5                          // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:29)
  exit5_s5_1: skip                       // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:29)
  s6: release java.lang.Object@Main.java:21 // at corpus.extra.atomicupdate.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.atomicupdate.Main.lambda$main$1[corpus.extra.atomicupdate.Main.lambda$main$0:29#5,corpus.extra.atomicupdate.Main.main:26#5] {
  s1: read corpus.extra.atomicupdate.Main.REGISTRY // at corpus.extra.atomicupdate.Main.lambda$main$1(Main.java:30)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.atomicupdate.Main.lambda$main$1(Main.java:30)
  s3: read corpus.extra.atomicupdate.Main.entries // at corpus.extra.atomicupdate.Main.lambda$main$1(Main.java:31)
  s5: release java.lang.Object@Main.java:20 // at corpus.extra.atomicupdate.Main.lambda$main$1(Main.java:31)
}

proc corpus.extra.atomicupdate.Main.main {
  s5: fork corpus.extra.atomicupdate.Main.lambda$main$0[corpus.extra.atomicupdate.Main.main:26#5] java.lang.Thread@Main.java:26 // at corpus.extra.atomicupdate.Main.main(Main.java:36)
  s6: read corpus.extra.atomicupdate.Main.REGISTRY // at corpus.extra.atomicupdate.Main.main(Main.java:37)
  s7: acquire java.lang.Object@Main.java:20 // at corpus.extra.atomicupdate.Main.main(Main.java:37)
  s8: read corpus.extra.atomicupdate.Main.entries // at corpus.extra.atomicupdate.Main.main(Main.java:38)
  s10: write corpus.extra.atomicupdate.Main.entries // at corpus.extra.atomicupdate.Main.main(Main.java:38)
  s11: call corpus.extra.atomicupdate.Main.pause // at corpus.extra.atomicupdate.Main.main(Main.java:39)
  s12: read corpus.extra.atomicupdate.Main.AUDIT // at corpus.extra.atomicupdate.Main.main(Main.java:40)
  s13: acquire java.lang.Object@Main.java:21 // at corpus.extra.atomicupdate.Main.main(Main.java:40)
  s14: read corpus.extra.atomicupdate.Main.entries // at corpus.extra.atomicupdate.Main.main(Main.java:41)
  s16: write corpus.extra.atomicupdate.Main.entries // at corpus.extra.atomicupdate.Main.main(Main.java:41)
  s17: release java.lang.Object@Main.java:21 // at corpus.extra.atomicupdate.Main.main(Main.java:42)
  s27: release java.lang.Object@Main.java:20 // at corpus.extra.atomicupdate.Main.main(Main.java:43)
  s29: join java.lang.Thread@Main.java:26 // at corpus.extra.atomicupdate.Main.main(Main.java:44)
}

proc corpus.extra.atomicupdate.Main.pause {
}

proc entry {
  init0: call corpus.extra.atomicupdate.Main.<clinit> // at corpus.extra.atomicupdate.Main.main(Main.java:26)
  main: call corpus.extra.atomicupdate.Main.main // at corpus.extra.atomicupdate.Main.main(Main.java:26)
}
