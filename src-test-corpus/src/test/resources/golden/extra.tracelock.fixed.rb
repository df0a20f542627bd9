main entry

proc corpus.extra.tracelock.fixed.Main.<clinit> {
  s2: write corpus.extra.tracelock.fixed.Main.TABLE // at corpus.extra.tracelock.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.tracelock.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.err          // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:20)
  s1: acquire System.err                 // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:20)
  s2: read java.lang.System.err          // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:21)
  s3: acquire System.err                 // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:21)
  s3_1: release System.err               // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:21)
  s4: read corpus.extra.tracelock.fixed.Main.TABLE // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:22)
  s5: acquire java.lang.Object@Main.java:15 // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:22)
  s6: read java.lang.System.err          // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:23)
  s7: read corpus.extra.tracelock.fixed.Main.failed // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:23)
  s8: acquire System.err                 // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:23)
  s8_1: release System.err               // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:23)
  s9: release java.lang.Object@Main.java:15 // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:24)
  s19: release System.err                // at corpus.extra.tracelock.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.tracelock.fixed.Main.main {
  s5: fork thread:java.lang.Thread@Main.java:19 java.lang.Thread@Main.java:19 // at corpus.extra.tracelock.fixed.Main.main(Main.java:27)
  s6: read corpus.extra.tracelock.fixed.Main.TABLE // at corpus.extra.tracelock.fixed.Main.main(Main.java:28)
  s7: acquire java.lang.Object@Main.java:15 // at corpus.extra.tracelock.fixed.Main.main(Main.java:28)
  s8: read corpus.extra.tracelock.fixed.Main.failed // at corpus.extra.tracelock.fixed.Main.main(Main.java:29)
  s10: write corpus.extra.tracelock.fixed.Main.failed // at corpus.extra.tracelock.fixed.Main.main(Main.java:29)
  s11: release java.lang.Object@Main.java:15 // at corpus.extra.tracelock.fixed.Main.main(Main.java:30)
  s19: acquire System.err                // at corpus.extra.tracelock.fixed.Main.main(Main.java:31)
  s19_1: release System.err              // at corpus.extra.tracelock.fixed.Main.main(Main.java:31)
  s20: join java.lang.Thread@Main.java:19 // at corpus.extra.tracelock.fixed.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.extra.tracelock.fixed.Main.<clinit> // at corpus.extra.tracelock.fixed.Main.main(Main.java:19)
  main: call corpus.extra.tracelock.fixed.Main.main // at corpus.extra.tracelock.fixed.Main.main(Main.java:19)
}

proc thread:java.lang.Thread@Main.java:19 {
  c0: call corpus.extra.tracelock.fixed.Main.lambda$main$0 else x0 // at corpus.extra.tracelock.fixed.Main.main(Main.java:19)
  g0: goto exit                          // at corpus.extra.tracelock.fixed.Main.main(Main.java:19)
  x0: acquire System.err                 // at corpus.extra.tracelock.fixed.Main.main(Main.java:19)
  t0: release System.err                 // at corpus.extra.tracelock.fixed.Main.main(Main.java:19)
  t1: goto exit                          // at corpus.extra.tracelock.fixed.Main.main(Main.java:19)
}
