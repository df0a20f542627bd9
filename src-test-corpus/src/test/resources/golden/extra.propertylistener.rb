main entry

proc corpus.extra.propertylistener.Main.<clinit> {
  s2: write corpus.extra.propertylistener.Main.MODEL_LOCK // at corpus.extra.propertylistener.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.propertylistener.Main.VIEW_LOCK // at corpus.extra.propertylistener.Main.<clinit>(Main.java:21)
}

proc corpus.extra.propertylistener.Main.lambda$main$0[corpus.extra.propertylistener.Main.lambda$main$1:33#4,corpus.extra.propertylistener.Main.main:30#11] {
  s1: read corpus.extra.propertylistener.Main.VIEW_LOCK // at corpus.extra.propertylistener.Main.lambda$main$0(Main.java:26)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.propertylistener.Main.lambda$main$0(Main.java:26)
  s3: read corpus.extra.propertylistener.Main.VIEW_LOCK // at corpus.extra.propertylistener.Main.lambda$main$0(Main.java:27)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.propertylistener.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.propertylistener.Main.lambda$main$1[corpus.extra.propertylistener.Main.main:30#11] {
  s1: read corpus.extra.propertylistener.Main.MODEL_LOCK // at corpus.extra.propertylistener.Main.lambda$main$1(Main.java:31)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.propertylistener.Main.lambda$main$1(Main.java:31)
  s3: call corpus.extra.propertylistener.Main.pause // at corpus.extra.propertylistener.Main.lambda$main$1(Main.java:32)
  s4: jump exit4_s4_1 s4_2               // at corpus.extra.propertylistener.Main.lambda$main$1(Main.java:33)
  s4_2: call corpus.extra.propertylistener.Main.lambda$main$0[corpus.extra.propertylistener.Main.lambda$main$1:33#4,corpus.extra.propertylistener.Main.main:30#11] // at corpus.extra.propertylistener.Main.lambda$main$1(Main.java:33)
  s4_3: goto s4                          // at corpus.extra.propertylistener.Main.lambda$main$1(Main.java:33)
  exit4_s4_1: skip                       // at corpus.extra.propertylistener.Main.lambda$main$1(Main.java:33)
  s5: release java.lang.Object@Main.java:20 // at corpus.extra.propertylistener.Main.lambda$main$1(Main.java:34)
}

proc corpus.extra.propertylistener.Main.main {
  s2: read corpus.extra.propertylistener.Main.MODEL_LOCK // at corpus.extra.propertylistener.Main.main(Main.java:24)
  s11: fork corpus.extra.propertylistener.Main.lambda$main$1[corpus.extra.propertylistener.Main.main:30#11] java.lang.Thread@Main.java:30 // at corpus.extra.propertylistener.Main.main(Main.java:36)
  s12: read corpus.extra.propertylistener.Main.VIEW_LOCK // at corpus.extra.propertylistener.Main.main(Main.java:37)
  s13: acquire java.lang.Object@Main.java:21 // at corpus.extra.propertylistener.Main.main(Main.java:37)
  s14: call corpus.extra.propertylistener.Main.pause // at corpus.extra.propertylistener.Main.main(Main.java:38)
  s15: read corpus.extra.propertylistener.Main.MODEL_LOCK // at corpus.extra.propertylistener.Main.main(Main.java:39)
  s16: acquire java.lang.Object@Main.java:20 // at corpus.extra.propertylistener.Main.main(Main.java:39)
  s17: read corpus.extra.propertylistener.Main.MODEL_LOCK // at corpus.extra.propertylistener.Main.main(Main.java:40)
  s19: release java.lang.Object@Main.java:20 // at corpus.extra.propertylistener.Main.main(Main.java:41)
  s29: release java.lang.Object@Main.java:21 // at corpus.extra.propertylistener.Main.main(Main.java:42)
  s31: join java.lang.Thread@Main.java:30 // at corpus.extra.propertylistener.Main.main(Main.java:43)
}

proc corpus.extra.propertylistener.Main.pause {
}

proc entry {
  init0: call corpus.extra.propertylistener.Main.<clinit> // at corpus.extra.propertylistener.Main.main(Main.java:24)
  main: call corpus.extra.propertylistener.Main.main // at corpus.extra.propertylistener.Main.main(Main.java:24)
}
