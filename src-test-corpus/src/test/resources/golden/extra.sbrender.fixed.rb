main entry

proc corpus.extra.sbrender.fixed.Main$Entry.<init>[corpus.extra.sbrender.fixed.Main$Entry@Main.java:29] {
}

proc corpus.extra.sbrender.fixed.Main$Entry.<init>[java.lang.StringBuffer@Main.java:17] {
  s1: acquire java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main$Entry.<init>(Main.java:19)
  s1_1: release java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main$Entry.<init>(Main.java:19)
}

proc corpus.extra.sbrender.fixed.Main$Entry.toString[corpus.extra.sbrender.fixed.Main$Entry@Main.java:29] {
  s1: read corpus.extra.sbrender.fixed.Main.REGISTRY // at corpus.extra.sbrender.fixed.Main$Entry.toString(Main.java:22)
  s2: acquire java.lang.Object@Main.java:16 // at corpus.extra.sbrender.fixed.Main$Entry.toString(Main.java:22)
  s4: release java.lang.Object@Main.java:16 // at corpus.extra.sbrender.fixed.Main$Entry.toString(Main.java:23)
}

proc corpus.extra.sbrender.fixed.Main.<clinit> {
  s2: write corpus.extra.sbrender.fixed.Main.REGISTRY // at corpus.extra.sbrender.fixed.Main.<clinit>(Main.java:16)
  s4: acquire java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main.<clinit>(Main.java:17)
  s4_1: release java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.sbrender.fixed.Main.LOG // at corpus.extra.sbrender.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.sbrender.fixed.Main.lambda$main$0[corpus.extra.sbrender.fixed.Main.main:30#12] {
  s1: jump s1_1 s1_3                     // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:31)
  s1_1: call corpus.extra.sbrender.fixed.Main$Entry.toString[corpus.extra.sbrender.fixed.Main$Entry@Main.java:29] // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:31)
  s1_2: goto s1_j0                       // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:31)
  s1_3: acquire java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:31)
  s1_4: release java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:31)
  s1_j0: skip                            // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:31)
  s2: read corpus.extra.sbrender.fixed.Main.LOG // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:32)
  s3: acquire java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:32)
  s3_1: release java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.sbrender.fixed.Main.main {
  s2: jump s3 s7                         // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  s3: read corpus.extra.sbrender.fixed.Main.LOG // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  s3_1: goto s12                         // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  s7: jump s7_1 s7_3                     // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  s7_1: call corpus.extra.sbrender.fixed.Main$Entry.<init>[java.lang.StringBuffer@Main.java:17] // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  s7_2: goto s7_j0                       // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  s7_3: call corpus.extra.sbrender.fixed.Main$Entry.<init>[corpus.extra.sbrender.fixed.Main$Entry@Main.java:29] // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  s7_j0: skip                            // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  s12: fork corpus.extra.sbrender.fixed.Main.lambda$main$0[corpus.extra.sbrender.fixed.Main.main:30#12] java.lang.Thread@Main.java:30 // at corpus.extra.sbrender.fixed.Main.main(Main.java:34)
  s13: read corpus.extra.sbrender.fixed.Main.REGISTRY // at corpus.extra.sbrender.fixed.Main.main(Main.java:35)
  s14: acquire java.lang.Object@Main.java:16 // at corpus.extra.sbrender.fixed.Main.main(Main.java:35)
  s15: read corpus.extra.sbrender.fixed.Main.LOG // at corpus.extra.sbrender.fixed.Main.main(Main.java:36)
  s16: acquire java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main.main(Main.java:36)
  s16_1: release java.lang.StringBuffer@Main.java:17 // at corpus.extra.sbrender.fixed.Main.main(Main.java:36)
  s17: release java.lang.Object@Main.java:16 // at corpus.extra.sbrender.fixed.Main.main(Main.java:37)
  s23: join java.lang.Thread@Main.java:30 // at corpus.extra.sbrender.fixed.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.extra.sbrender.fixed.Main.<clinit> // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
  main: call corpus.extra.sbrender.fixed.Main.main // at corpus.extra.sbrender.fixed.Main.main(Main.java:29)
}
