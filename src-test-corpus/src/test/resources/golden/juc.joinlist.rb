main entry

proc corpus.juc.joinlist.Main.<clinit> {
  s5: write corpus.juc.joinlist.Main.all // at corpus.juc.joinlist.Main.<clinit>(Main.java:18)
}

proc corpus.juc.joinlist.Main.awaitAll {
  s0: read corpus.juc.joinlist.Main.all  // at corpus.juc.joinlist.Main.awaitAll(Main.java:21)
  s2_2: jump s2_1 s2                     // at corpus.juc.joinlist.Main.awaitAll(Main.java:21)
  s2: acquire java.util.List@Main.java:18 // at corpus.juc.joinlist.Main.awaitAll(Main.java:21)
  s2_3: release java.util.List@Main.java:18 // at corpus.juc.joinlist.Main.awaitAll(Main.java:21)
  s2_1: skip                             // at corpus.juc.joinlist.Main.awaitAll(Main.java:21)
  s5_1: jump s8 exit5_s5                 // at corpus.juc.joinlist.Main.awaitAll(Main.java:21)
  exit5_s5: skip                         // at corpus.juc.joinlist.Main.awaitAll(Main.java:21)
  s5_2: goto exit                        // at corpus.juc.joinlist.Main.awaitAll(Main.java:21)
  s8: join java.lang.Thread@Main.java:27 // at corpus.juc.joinlist.Main.awaitAll(Main.java:22)
  s8_1: goto s5_1                        // at corpus.juc.joinlist.Main.awaitAll(Main.java:22)
}

proc corpus.juc.joinlist.Main.lambda$main$0 {
  s0: call corpus.juc.joinlist.Main.awaitAll // at corpus.juc.joinlist.Main.lambda$main$0(Main.java:29)
}

proc corpus.juc.joinlist.Main.main {
  s5: read corpus.juc.joinlist.Main.all  // at corpus.juc.joinlist.Main.main(Main.java:34)
  s6: acquire java.util.List@Main.java:18 // at corpus.juc.joinlist.Main.main(Main.java:34)
  s6_1: release java.util.List@Main.java:18 // at corpus.juc.joinlist.Main.main(Main.java:34)
  s7: fork corpus.juc.joinlist.Main.lambda$main$0 java.lang.Thread@Main.java:27 // at corpus.juc.joinlist.Main.main(Main.java:35)
  s8: join java.lang.Thread@Main.java:27 // at corpus.juc.joinlist.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.juc.joinlist.Main.<clinit> // at corpus.juc.joinlist.Main.main(Main.java:27)
  main: call corpus.juc.joinlist.Main.main // at corpus.juc.joinlist.Main.main(Main.java:27)
}
