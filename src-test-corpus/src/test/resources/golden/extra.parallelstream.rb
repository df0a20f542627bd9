main entry

proc corpus.extra.parallelstream.Main.<clinit> {
  s2: write corpus.extra.parallelstream.Main.totals // at corpus.extra.parallelstream.Main.<clinit>(Main.java:20)
}

proc corpus.extra.parallelstream.Main.lambda$main$0[corpus.extra.parallelstream.Main.main:29#17] {
  s1: read corpus.extra.parallelstream.Main.totals // at corpus.extra.parallelstream.Main.lambda$main$0(Main.java:30)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.parallelstream.Main.lambda$main$0(Main.java:30)
  s3: read corpus.extra.parallelstream.Main.sum // at corpus.extra.parallelstream.Main.lambda$main$0(Main.java:31)
  s7: write corpus.extra.parallelstream.Main.sum // at corpus.extra.parallelstream.Main.lambda$main$0(Main.java:31)
  s8: release java.lang.Object@Main.java:20 // at corpus.extra.parallelstream.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.parallelstream.Main.main {
  s6_1: jump s6_1 exit6_s6               // at corpus.extra.parallelstream.Main.main(Main.java:25)
  exit6_s6: skip                         // at corpus.extra.parallelstream.Main.main(Main.java:25)
  s12: read corpus.extra.parallelstream.Main.totals // at corpus.extra.parallelstream.Main.main(Main.java:28)
  s13: acquire java.lang.Object@Main.java:20 // at corpus.extra.parallelstream.Main.main(Main.java:28)
  s17: fork thread:commonPool:corpus.extra.parallelstream.Main.main#17 commonPool:corpus.extra.parallelstream.Main.main#17/worker1 // at corpus.extra.parallelstream.Main.main(Main.java:29)
  s17_1: fork thread:commonPool:corpus.extra.parallelstream.Main.main#17 commonPool:corpus.extra.parallelstream.Main.main#17/worker2 // at corpus.extra.parallelstream.Main.main(Main.java:29)
  s17_2: jump exit17_s17_3 s17_4         // at corpus.extra.parallelstream.Main.main(Main.java:29)
  s17_4: call corpus.extra.parallelstream.Main.lambda$main$0[corpus.extra.parallelstream.Main.main:29#17] // at corpus.extra.parallelstream.Main.main(Main.java:29)
  s17_5: goto s17_2                      // at corpus.extra.parallelstream.Main.main(Main.java:29)
  exit17_s17_3: skip                     // at corpus.extra.parallelstream.Main.main(Main.java:29)
  s17_6: join commonPool:corpus.extra.parallelstream.Main.main#17/worker1 // at corpus.extra.parallelstream.Main.main(Main.java:29)
  s17_7: join commonPool:corpus.extra.parallelstream.Main.main#17/worker2 // at corpus.extra.parallelstream.Main.main(Main.java:29)
  s18: release java.lang.Object@Main.java:20 // at corpus.extra.parallelstream.Main.main(Main.java:34)
  s24: read java.lang.System.out         // at corpus.extra.parallelstream.Main.main(Main.java:35)
  s25: read corpus.extra.parallelstream.Main.sum // at corpus.extra.parallelstream.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.parallelstream.Main.<clinit> // at corpus.extra.parallelstream.Main.main(Main.java:24)
  main: call corpus.extra.parallelstream.Main.main // at corpus.extra.parallelstream.Main.main(Main.java:24)
}

proc thread:commonPool:corpus.extra.parallelstream.Main.main#17 {
  w0: jump exit17_w1 w2                  // at corpus.extra.parallelstream.Main.main(Main.java:29)
  w2: call corpus.extra.parallelstream.Main.lambda$main$0[corpus.extra.parallelstream.Main.main:29#17] // at corpus.extra.parallelstream.Main.main(Main.java:29)
  w3: goto w0                            // at corpus.extra.parallelstream.Main.main(Main.java:29)
  exit17_w1: skip                        // at corpus.extra.parallelstream.Main.main(Main.java:29)
}
