main entry

proc corpus.extra.sbrender.Main$Entry.<init>[corpus.extra.sbrender.Main$Entry@Main.java:31] {
}

proc corpus.extra.sbrender.Main$Entry.<init>[java.lang.StringBuffer@Main.java:19] {
  s1: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main$Entry.<init>(Main.java:21)
  s1_1: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main$Entry.<init>(Main.java:21)
}

proc corpus.extra.sbrender.Main$Entry.toString[corpus.extra.sbrender.Main$Entry@Main.java:31] {
  s1: read corpus.extra.sbrender.Main.REGISTRY // at corpus.extra.sbrender.Main$Entry.toString(Main.java:24)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main$Entry.toString(Main.java:24)
  s4: release java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main$Entry.toString(Main.java:25)
}

proc corpus.extra.sbrender.Main.<clinit> {
  s2: write corpus.extra.sbrender.Main.REGISTRY // at corpus.extra.sbrender.Main.<clinit>(Main.java:18)
  s4: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.<clinit>(Main.java:19)
  s4_1: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.sbrender.Main.LOG // at corpus.extra.sbrender.Main.<clinit>(Main.java:19)
}

proc corpus.extra.sbrender.Main.lambda$main$0[corpus.extra.sbrender.Main.main:32#12] {
  s1: read corpus.extra.sbrender.Main.LOG // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2_1: jump s2_3 s2_2                   // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2_2: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2_4: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2_3: skip                             // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2_5: jump s2_6 s2_7                   // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2_7: call corpus.extra.sbrender.Main$Entry.toString[corpus.extra.sbrender.Main$Entry@Main.java:31] // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2_6: skip                             // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
  s2_9: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.sbrender.Main.main {
  s2: jump s3 s7                         // at corpus.extra.sbrender.Main.main(Main.java:31)
  s3: read corpus.extra.sbrender.Main.LOG // at corpus.extra.sbrender.Main.main(Main.java:31)
  s3_1: goto s12                         // at corpus.extra.sbrender.Main.main(Main.java:31)
  s7: jump s7_1 s7_3                     // at corpus.extra.sbrender.Main.main(Main.java:31)
  s7_1: call corpus.extra.sbrender.Main$Entry.<init>[java.lang.StringBuffer@Main.java:19] // at corpus.extra.sbrender.Main.main(Main.java:31)
  s7_2: goto s7_j0                       // at corpus.extra.sbrender.Main.main(Main.java:31)
  s7_3: call corpus.extra.sbrender.Main$Entry.<init>[corpus.extra.sbrender.Main$Entry@Main.java:31] // at corpus.extra.sbrender.Main.main(Main.java:31)
  s7_j0: skip                            // at corpus.extra.sbrender.Main.main(Main.java:31)
  s12: fork corpus.extra.sbrender.Main.lambda$main$0[corpus.extra.sbrender.Main.main:32#12] java.lang.Thread@Main.java:32 // at corpus.extra.sbrender.Main.main(Main.java:33)
  s13: read corpus.extra.sbrender.Main.REGISTRY // at corpus.extra.sbrender.Main.main(Main.java:34)
  s14: acquire java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main.main(Main.java:34)
  s15: read corpus.extra.sbrender.Main.LOG // at corpus.extra.sbrender.Main.main(Main.java:35)
  s16: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.main(Main.java:35)
  s16_1: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.main(Main.java:35)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main.main(Main.java:36)
  s23: join java.lang.Thread@Main.java:32 // at corpus.extra.sbrender.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.sbrender.Main.<clinit> // at corpus.extra.sbrender.Main.main(Main.java:31)
  main: call corpus.extra.sbrender.Main.main // at corpus.extra.sbrender.Main.main(Main.java:31)
}
