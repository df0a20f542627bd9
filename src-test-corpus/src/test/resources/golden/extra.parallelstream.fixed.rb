main entry

proc corpus.extra.parallelstream.fixed.Main.<clinit> {
  s2: write corpus.extra.parallelstream.fixed.Main.totals // at corpus.extra.parallelstream.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.parallelstream.fixed.Main.lambda$main$0[corpus.extra.parallelstream.fixed.Main.main:29#15] {
  s1: read corpus.extra.parallelstream.fixed.Main.totals // at corpus.extra.parallelstream.fixed.Main.lambda$main$0(Main.java:30)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.parallelstream.fixed.Main.lambda$main$0(Main.java:30)
  s3: read corpus.extra.parallelstream.fixed.Main.sum // at corpus.extra.parallelstream.fixed.Main.lambda$main$0(Main.java:31)
  s7: write corpus.extra.parallelstream.fixed.Main.sum // at corpus.extra.parallelstream.fixed.Main.lambda$main$0(Main.java:31)
  s8: release java.lang.Object@Main.java:21 // at corpus.extra.parallelstream.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.parallelstream.fixed.Main.lambda$main$1 {
}

proc corpus.extra.parallelstream.fixed.Main.main {
  s6_1: jump s6_1 exit6_s6               // at corpus.extra.parallelstream.fixed.Main.main(Main.java:26)
  exit6_s6: skip                         // at corpus.extra.parallelstream.fixed.Main.main(Main.java:26)
  s15: fork thread:commonPool:corpus.extra.parallelstream.fixed.Main.main#15 commonPool:corpus.extra.parallelstream.fixed.Main.main#15/worker1 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  s15_1: fork thread:commonPool:corpus.extra.parallelstream.fixed.Main.main#15 commonPool:corpus.extra.parallelstream.fixed.Main.main#15/worker2 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  s15_2: jump exit15_s15_3 s15_4         // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  s15_4: call corpus.extra.parallelstream.fixed.Main.lambda$main$0[corpus.extra.parallelstream.fixed.Main.main:29#15] // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  s15_5: goto s15_2                      // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  exit15_s15_3: skip                     // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  s15_6: join commonPool:corpus.extra.parallelstream.fixed.Main.main#15/worker1 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  s15_7: join commonPool:corpus.extra.parallelstream.fixed.Main.main#15/worker2 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  s20: fork thread:commonPool:corpus.extra.parallelstream.fixed.Main.main#20 commonPool:corpus.extra.parallelstream.fixed.Main.main#20/worker1 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  s20_1: fork thread:commonPool:corpus.extra.parallelstream.fixed.Main.main#20 commonPool:corpus.extra.parallelstream.fixed.Main.main#20/worker2 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  s20_2: jump exit20_s20_3 s20_4         // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  s20_4: call corpus.extra.parallelstream.fixed.Main.lambda$main$1 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  s20_5: goto s20_2                      // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  exit20_s20_3: skip                     // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  s20_6: join commonPool:corpus.extra.parallelstream.fixed.Main.main#20/worker1 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  s20_7: join commonPool:corpus.extra.parallelstream.fixed.Main.main#20/worker2 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  s21: read corpus.extra.parallelstream.fixed.Main.totals // at corpus.extra.parallelstream.fixed.Main.main(Main.java:35)
  s22: acquire java.lang.Object@Main.java:21 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:35)
  s23: read java.lang.System.out         // at corpus.extra.parallelstream.fixed.Main.main(Main.java:36)
  s24: read corpus.extra.parallelstream.fixed.Main.sum // at corpus.extra.parallelstream.fixed.Main.main(Main.java:36)
  s28: release java.lang.Object@Main.java:21 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.parallelstream.fixed.Main.<clinit> // at corpus.extra.parallelstream.fixed.Main.main(Main.java:25)
  main: call corpus.extra.parallelstream.fixed.Main.main // at corpus.extra.parallelstream.fixed.Main.main(Main.java:25)
}

proc thread:commonPool:corpus.extra.parallelstream.fixed.Main.main#15 {
  w0: jump exit15_w1 w2                  // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  w2: call corpus.extra.parallelstream.fixed.Main.lambda$main$0[corpus.extra.parallelstream.fixed.Main.main:29#15] // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  w3: goto w0                            // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
  exit15_w1: skip                        // at corpus.extra.parallelstream.fixed.Main.main(Main.java:29)
}

proc thread:commonPool:corpus.extra.parallelstream.fixed.Main.main#20 {
  w0: jump exit20_w1 w2                  // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  w2: call corpus.extra.parallelstream.fixed.Main.lambda$main$1 // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  w3: goto w0                            // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
  exit20_w1: skip                        // at corpus.extra.parallelstream.fixed.Main.main(Main.java:34)
}
