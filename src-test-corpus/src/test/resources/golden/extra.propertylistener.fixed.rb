main entry

proc corpus.extra.propertylistener.fixed.Main.<clinit> {
  s2: write corpus.extra.propertylistener.fixed.Main.MODEL_LOCK // at corpus.extra.propertylistener.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.propertylistener.fixed.Main.VIEW_LOCK // at corpus.extra.propertylistener.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.propertylistener.fixed.Main.lambda$main$0[corpus.extra.propertylistener.fixed.Main.lambda$main$1:32#10,corpus.extra.propertylistener.fixed.Main.main:28#11] {
  s1: read corpus.extra.propertylistener.fixed.Main.VIEW_LOCK // at corpus.extra.propertylistener.fixed.Main.lambda$main$0(Main.java:24)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.propertylistener.fixed.Main.lambda$main$0(Main.java:24)
  s3: read corpus.extra.propertylistener.fixed.Main.VIEW_LOCK // at corpus.extra.propertylistener.fixed.Main.lambda$main$0(Main.java:25)
  s5: release java.lang.Object@Main.java:19 // at corpus.extra.propertylistener.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.propertylistener.fixed.Main.lambda$main$1[corpus.extra.propertylistener.fixed.Main.main:28#11] {
  s1: read corpus.extra.propertylistener.fixed.Main.MODEL_LOCK // at corpus.extra.propertylistener.fixed.Main.lambda$main$1(Main.java:29)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.propertylistener.fixed.Main.lambda$main$1(Main.java:29)
  s3: call corpus.extra.propertylistener.fixed.Main.pause // at corpus.extra.propertylistener.fixed.Main.lambda$main$1(Main.java:30)
  s4: release java.lang.Object@Main.java:18 // at corpus.extra.propertylistener.fixed.Main.lambda$main$1(Main.java:31)
  s10: jump exit10_s10_1 s10_2           // at corpus.extra.propertylistener.fixed.Main.lambda$main$1(Main.java:32)
  s10_2: call corpus.extra.propertylistener.fixed.Main.lambda$main$0[corpus.extra.propertylistener.fixed.Main.lambda$main$1:32#10,corpus.extra.propertylistener.fixed.Main.main:28#11] // at corpus.extra.propertylistener.fixed.Main.lambda$main$1(Main.java:32)
  s10_3: goto s10                        // at corpus.extra.propertylistener.fixed.Main.lambda$main$1(Main.java:32)
  exit10_s10_1: skip                     // at corpus.extra.propertylistener.fixed.Main.lambda$main$1(Main.java:32)
}

proc corpus.extra.propertylistener.fixed.Main.main {
  s2: read corpus.extra.propertylistener.fixed.Main.MODEL_LOCK // at corpus.extra.propertylistener.fixed.Main.main(Main.java:22)
  s11: fork corpus.extra.propertylistener.fixed.Main.lambda$main$1[corpus.extra.propertylistener.fixed.Main.main:28#11] java.lang.Thread@Main.java:28 // at corpus.extra.propertylistener.fixed.Main.main(Main.java:34)
  s12: read corpus.extra.propertylistener.fixed.Main.VIEW_LOCK // at corpus.extra.propertylistener.fixed.Main.main(Main.java:35)
  s13: acquire java.lang.Object@Main.java:19 // at corpus.extra.propertylistener.fixed.Main.main(Main.java:35)
  s14: call corpus.extra.propertylistener.fixed.Main.pause // at corpus.extra.propertylistener.fixed.Main.main(Main.java:36)
  s15: read corpus.extra.propertylistener.fixed.Main.MODEL_LOCK // at corpus.extra.propertylistener.fixed.Main.main(Main.java:37)
  s16: acquire java.lang.Object@Main.java:18 // at corpus.extra.propertylistener.fixed.Main.main(Main.java:37)
  s17: read corpus.extra.propertylistener.fixed.Main.MODEL_LOCK // at corpus.extra.propertylistener.fixed.Main.main(Main.java:38)
  s19: release java.lang.Object@Main.java:18 // at corpus.extra.propertylistener.fixed.Main.main(Main.java:39)
  s29: release java.lang.Object@Main.java:19 // at corpus.extra.propertylistener.fixed.Main.main(Main.java:40)
  s31: join java.lang.Thread@Main.java:28 // at corpus.extra.propertylistener.fixed.Main.main(Main.java:41)
}

proc corpus.extra.propertylistener.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.propertylistener.fixed.Main.<clinit> // at corpus.extra.propertylistener.fixed.Main.main(Main.java:22)
  main: call corpus.extra.propertylistener.fixed.Main.main // at corpus.extra.propertylistener.fixed.Main.main(Main.java:22)
}
