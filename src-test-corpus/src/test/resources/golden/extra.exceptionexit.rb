main entry

proc corpus.extra.exceptionexit.Main.<clinit> {
  s2: write corpus.extra.exceptionexit.Main.A // at corpus.extra.exceptionexit.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.exceptionexit.Main.B // at corpus.extra.exceptionexit.Main.<clinit>(Main.java:17)
  s7: write boolean[]@Main.java:18[0]    // at corpus.extra.exceptionexit.Main.<clinit>(Main.java:18)
  s8: write corpus.extra.exceptionexit.Main.taken // at corpus.extra.exceptionexit.Main.<clinit>(Main.java:18)
}

proc corpus.extra.exceptionexit.Main.auditor {
  s0: read corpus.extra.exceptionexit.Main.A // at corpus.extra.exceptionexit.Main.auditor(Main.java:41)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.exceptionexit.Main.auditor(Main.java:41)
  s2: read corpus.extra.exceptionexit.Main.B // at corpus.extra.exceptionexit.Main.auditor(Main.java:42)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.exceptionexit.Main.auditor(Main.java:42)
  s4: read corpus.extra.exceptionexit.Main.count // at corpus.extra.exceptionexit.Main.auditor(Main.java:43)
  s6: write corpus.extra.exceptionexit.Main.count // at corpus.extra.exceptionexit.Main.auditor(Main.java:43)
  s7: release java.lang.Object@Main.java:17 // at corpus.extra.exceptionexit.Main.auditor(Main.java:44)
  s17: release java.lang.Object@Main.java:16 // at corpus.extra.exceptionexit.Main.auditor(Main.java:45)
}

proc corpus.extra.exceptionexit.Main.main {
  s4: fork corpus.extra.exceptionexit.Main.worker java.lang.Thread@Main.java:49 // at corpus.extra.exceptionexit.Main.main(Main.java:49)
  s8: fork corpus.extra.exceptionexit.Main.auditor java.lang.Thread@Main.java:50 // at corpus.extra.exceptionexit.Main.main(Main.java:50)
}

proc corpus.extra.exceptionexit.Main.reserve[corpus.extra.exceptionexit.Main.worker:29#0] {
  s0: read corpus.extra.exceptionexit.Main.taken // at corpus.extra.exceptionexit.Main.reserve(Main.java:22)
  s1: read boolean[]@Main.java:18[0]     // at corpus.extra.exceptionexit.Main.reserve(Main.java:22)
  s2: jump raise exit                    // at corpus.extra.exceptionexit.Main.reserve(Main.java:22)
  raise: raise                           // at corpus.extra.exceptionexit.Main.reserve(Main.java:22)
}

proc corpus.extra.exceptionexit.Main.worker {
  s0: call corpus.extra.exceptionexit.Main.reserve[corpus.extra.exceptionexit.Main.worker:29#0] else s16 // at corpus.extra.exceptionexit.Main.worker(Main.java:29)
  s1: read corpus.extra.exceptionexit.Main.B // at corpus.extra.exceptionexit.Main.worker(Main.java:30)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.exceptionexit.Main.worker(Main.java:30)
  s3: read corpus.extra.exceptionexit.Main.A // at corpus.extra.exceptionexit.Main.worker(Main.java:31)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.exceptionexit.Main.worker(Main.java:31)
  s5: read corpus.extra.exceptionexit.Main.count // at corpus.extra.exceptionexit.Main.worker(Main.java:32)
  s7: write corpus.extra.exceptionexit.Main.count // at corpus.extra.exceptionexit.Main.worker(Main.java:32)
  s8: release java.lang.Object@Main.java:16 // at corpus.extra.exceptionexit.Main.worker(Main.java:33)
  s8_1: goto s24                         // at corpus.extra.exceptionexit.Main.worker(Main.java:33)
  s16: read corpus.extra.exceptionexit.Main.count // at corpus.extra.exceptionexit.Main.worker(Main.java:36)
  s18: write corpus.extra.exceptionexit.Main.count // at corpus.extra.exceptionexit.Main.worker(Main.java:36)
  s18_1: goto exit                       // at corpus.extra.exceptionexit.Main.worker(Main.java:36)
  s24: release java.lang.Object@Main.java:17 // at corpus.extra.exceptionexit.Main.worker(Main.java:34)
}

proc entry {
  init0: call corpus.extra.exceptionexit.Main.<clinit> // at corpus.extra.exceptionexit.Main.main(Main.java:49)
  main: call corpus.extra.exceptionexit.Main.main // at corpus.extra.exceptionexit.Main.main(Main.java:49)
}
