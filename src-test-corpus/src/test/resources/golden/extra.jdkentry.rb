main entry

proc corpus.extra.jdkentry.Main$Empty.<init>[corpus.extra.jdkentry.Main$Empty@Main.java:42,corpus.extra.jdkentry.Main.main:54#7] {
}

proc corpus.extra.jdkentry.Main$Empty.getValue[corpus.extra.jdkentry.Main$Empty@Main.java:42,corpus.extra.jdkentry.Main.main:54#7] {
}

proc corpus.extra.jdkentry.Main.<clinit> {
  s2: write corpus.extra.jdkentry.Main.A // at corpus.extra.jdkentry.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.jdkentry.Main.B // at corpus.extra.jdkentry.Main.<clinit>(Main.java:22)
}

proc corpus.extra.jdkentry.Main.entry[corpus.extra.jdkentry.Main.main:54#7] {
  s1: jump exit s10                      // at corpus.extra.jdkentry.Main.entry(Main.java:42)
  s10: jump s10_1 s10_3                  // at corpus.extra.jdkentry.Main.entry(Main.java:42)
  s10_1: call corpus.extra.jdkentry.Main$Empty.<init>[corpus.extra.jdkentry.Main$Empty@Main.java:42,corpus.extra.jdkentry.Main.main:54#7] // at corpus.extra.jdkentry.Main.entry(Main.java:42)
  s10_2: goto s10_j0                     // at corpus.extra.jdkentry.Main.entry(Main.java:42)
  s10_3: call corpus.extra.jdkentry.Main$Empty.<init>[corpus.extra.jdkentry.Main$Empty@Main.java:42,corpus.extra.jdkentry.Main.main:54#7] // at corpus.extra.jdkentry.Main.entry(Main.java:42)
  s10_j0: skip                           // at corpus.extra.jdkentry.Main.entry(Main.java:42)
}

proc corpus.extra.jdkentry.Main.lambda$main$0 {
  s0: read corpus.extra.jdkentry.Main.A  // at corpus.extra.jdkentry.Main.lambda$main$0(Main.java:47)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.jdkentry.Main.lambda$main$0(Main.java:47)
  s2: read corpus.extra.jdkentry.Main.B  // at corpus.extra.jdkentry.Main.lambda$main$0(Main.java:48)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.extra.jdkentry.Main.lambda$main$0(Main.java:48)
  s4: read java.lang.System.out          // at corpus.extra.jdkentry.Main.lambda$main$0(Main.java:49)
  s6: release java.lang.Object@Main.java:22 // at corpus.extra.jdkentry.Main.lambda$main$0(Main.java:50)
  s16: release java.lang.Object@Main.java:21 // at corpus.extra.jdkentry.Main.lambda$main$0(Main.java:51)
}

proc corpus.extra.jdkentry.Main.main {
  s5: fork corpus.extra.jdkentry.Main.lambda$main$0 java.lang.Thread@Main.java:46 // at corpus.extra.jdkentry.Main.main(Main.java:53)
  s7: call corpus.extra.jdkentry.Main.entry[corpus.extra.jdkentry.Main.main:54#7] // at corpus.extra.jdkentry.Main.main(Main.java:54)
  s8: jump s8_1 s8_3                     // at corpus.extra.jdkentry.Main.main(Main.java:54)
  s8_1: call corpus.extra.jdkentry.Main$Empty.getValue[corpus.extra.jdkentry.Main$Empty@Main.java:42,corpus.extra.jdkentry.Main.main:54#7] // at corpus.extra.jdkentry.Main.main(Main.java:54)
  s8_2: goto s8_j0                       // at corpus.extra.jdkentry.Main.main(Main.java:54)
  s8_3: skip                             // at corpus.extra.jdkentry.Main.main(Main.java:54)
  s8_j0: skip                            // at corpus.extra.jdkentry.Main.main(Main.java:54)
  s9: jump s10e1 s28                     // at corpus.extra.jdkentry.Main.main(Main.java:55)
  s18: release java.lang.Object@Main.java:21 // at corpus.extra.jdkentry.Main.main(Main.java:59)
  s18_1: goto s30                        // at corpus.extra.jdkentry.Main.main(Main.java:59)
  s28: join java.lang.Thread@Main.java:46 // at corpus.extra.jdkentry.Main.main(Main.java:62)
  s28_1: goto exit                       // at corpus.extra.jdkentry.Main.main(Main.java:62)
  s30: release java.lang.Object@Main.java:22 // at corpus.extra.jdkentry.Main.main(Main.java:60)
  s30_1: goto s28                        // at corpus.extra.jdkentry.Main.main(Main.java:60)
  s10e1: read corpus.extra.jdkentry.Main.B // at corpus.extra.jdkentry.Main.main(Main.java:56)
  s11e1: acquire java.lang.Object@Main.java:22 // at corpus.extra.jdkentry.Main.main(Main.java:56)
  s12e1: read corpus.extra.jdkentry.Main.A // at corpus.extra.jdkentry.Main.main(Main.java:57)
  s13e1: acquire java.lang.Object@Main.java:21 // at corpus.extra.jdkentry.Main.main(Main.java:57)
  s14e1: read java.lang.System.out       // at corpus.extra.jdkentry.Main.main(Main.java:58)
  s14e1_1: goto s18                      // at corpus.extra.jdkentry.Main.main(Main.java:58)
}

proc entry {
  init0: call corpus.extra.jdkentry.Main.<clinit> // at corpus.extra.jdkentry.Main.main(Main.java:46)
  main: call corpus.extra.jdkentry.Main.main // at corpus.extra.jdkentry.Main.main(Main.java:46)
}
