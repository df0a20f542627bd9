main entry

proc corpus.extra.exceptionexit.fixed.Main.<clinit> {
  s2: write corpus.extra.exceptionexit.fixed.Main.A // at corpus.extra.exceptionexit.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.exceptionexit.fixed.Main.B // at corpus.extra.exceptionexit.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.exceptionexit.fixed.Main.auditor {
  s0: read corpus.extra.exceptionexit.fixed.Main.A // at corpus.extra.exceptionexit.fixed.Main.auditor(Main.java:38)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.exceptionexit.fixed.Main.auditor(Main.java:38)
  s2: read corpus.extra.exceptionexit.fixed.Main.B // at corpus.extra.exceptionexit.fixed.Main.auditor(Main.java:39)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.exceptionexit.fixed.Main.auditor(Main.java:39)
  s4: read corpus.extra.exceptionexit.fixed.Main.count // at corpus.extra.exceptionexit.fixed.Main.auditor(Main.java:40)
  s6: write corpus.extra.exceptionexit.fixed.Main.count // at corpus.extra.exceptionexit.fixed.Main.auditor(Main.java:40)
  s7: release java.lang.Object@Main.java:17 // at corpus.extra.exceptionexit.fixed.Main.auditor(Main.java:41)
  s17: release java.lang.Object@Main.java:16 // at corpus.extra.exceptionexit.fixed.Main.auditor(Main.java:42)
}

proc corpus.extra.exceptionexit.fixed.Main.main {
  s4: fork corpus.extra.exceptionexit.fixed.Main.worker java.lang.Thread@Main.java:46 // at corpus.extra.exceptionexit.fixed.Main.main(Main.java:46)
  s8: fork corpus.extra.exceptionexit.fixed.Main.auditor java.lang.Thread@Main.java:47 // at corpus.extra.exceptionexit.fixed.Main.main(Main.java:47)
}

proc corpus.extra.exceptionexit.fixed.Main.reserve[corpus.extra.exceptionexit.fixed.Main.worker:26#0] {
  raise: raise                           // at corpus.extra.exceptionexit.fixed.Main.reserve(Main.java:21)
}

proc corpus.extra.exceptionexit.fixed.Main.worker {
  s0: call corpus.extra.exceptionexit.fixed.Main.reserve[corpus.extra.exceptionexit.fixed.Main.worker:26#0] else s16 // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:26)
  s1: read corpus.extra.exceptionexit.fixed.Main.B // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:27)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:27)
  s3: read corpus.extra.exceptionexit.fixed.Main.A // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:28)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:28)
  s5: read corpus.extra.exceptionexit.fixed.Main.count // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:29)
  s7: write corpus.extra.exceptionexit.fixed.Main.count // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:29)
  s8: release java.lang.Object@Main.java:16 // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:30)
  s8_1: goto s24                         // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:30)
  s16: read corpus.extra.exceptionexit.fixed.Main.count // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:33)
  s18: write corpus.extra.exceptionexit.fixed.Main.count // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:33)
  s18_1: goto exit                       // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:33)
  s24: release java.lang.Object@Main.java:17 // at corpus.extra.exceptionexit.fixed.Main.worker(Main.java:31)
}

proc entry {
  init0: call corpus.extra.exceptionexit.fixed.Main.<clinit> // at corpus.extra.exceptionexit.fixed.Main.main(Main.java:46)
  main: call corpus.extra.exceptionexit.fixed.Main.main // at corpus.extra.exceptionexit.fixed.Main.main(Main.java:46)
}
