main entry

proc corpus.extra.tracelock.Main.<clinit> {
  s2: write corpus.extra.tracelock.Main.TABLE // at corpus.extra.tracelock.Main.<clinit>(Main.java:18)
}

proc corpus.extra.tracelock.Main.lambda$main$0 {
  s0: read java.lang.System.err          // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:23)
  s1: acquire System.err                 // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:23)
  s2: read java.lang.System.err          // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:24)
  s3: acquire System.err                 // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:24)
  s3_1: release System.err               // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:24)
  s4: read corpus.extra.tracelock.Main.TABLE // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:25)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:25)
  s6: read java.lang.System.err          // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:26)
  s7: read corpus.extra.tracelock.Main.failed // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:26)
  s8: acquire System.err                 // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:26)
  s8_1: release System.err               // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:26)
  s9: release java.lang.Object@Main.java:18 // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:27)
  s19: release System.err                // at corpus.extra.tracelock.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.tracelock.Main.main {
  s5: fork thread:java.lang.Thread@Main.java:22 java.lang.Thread@Main.java:22 // at corpus.extra.tracelock.Main.main(Main.java:30)
  s6: read corpus.extra.tracelock.Main.TABLE // at corpus.extra.tracelock.Main.main(Main.java:31)
  s7: acquire java.lang.Object@Main.java:18 // at corpus.extra.tracelock.Main.main(Main.java:31)
  s8: read corpus.extra.tracelock.Main.failed // at corpus.extra.tracelock.Main.main(Main.java:32)
  s10: write corpus.extra.tracelock.Main.failed // at corpus.extra.tracelock.Main.main(Main.java:32)
  s13: acquire System.err                // at corpus.extra.tracelock.Main.main(Main.java:33)
  s13_1: release System.err              // at corpus.extra.tracelock.Main.main(Main.java:33)
  s14: release java.lang.Object@Main.java:18 // at corpus.extra.tracelock.Main.main(Main.java:34)
  s20: join java.lang.Thread@Main.java:22 // at corpus.extra.tracelock.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.tracelock.Main.<clinit> // at corpus.extra.tracelock.Main.main(Main.java:22)
  main: call corpus.extra.tracelock.Main.main // at corpus.extra.tracelock.Main.main(Main.java:22)
}

proc thread:java.lang.Thread@Main.java:22 {
  c0: call corpus.extra.tracelock.Main.lambda$main$0 else x0 // at corpus.extra.tracelock.Main.main(Main.java:22)
  g0: goto exit                          // at corpus.extra.tracelock.Main.main(Main.java:22)
  x0: acquire System.err                 // at corpus.extra.tracelock.Main.main(Main.java:22)
  t0: release System.err                 // at corpus.extra.tracelock.Main.main(Main.java:22)
  t1: goto exit                          // at corpus.extra.tracelock.Main.main(Main.java:22)
}
