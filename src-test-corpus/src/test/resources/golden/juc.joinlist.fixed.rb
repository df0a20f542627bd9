main entry

proc corpus.juc.joinlist.fixed.Main.<clinit> {
  s5: write corpus.juc.joinlist.fixed.Main.helpers // at corpus.juc.joinlist.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.juc.joinlist.fixed.Main.awaitHelpers {
  s0: read corpus.juc.joinlist.fixed.Main.helpers // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:20)
  s2_2: jump s2_1 s2                     // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:20)
  s2: acquire java.util.List@Main.java:17 // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:20)
  s2_3: release java.util.List@Main.java:17 // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:20)
  s2_1: skip                             // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:20)
  s5_1: jump s8 exit5_s5                 // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:20)
  exit5_s5: skip                         // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:20)
  s5_2: goto exit                        // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:20)
  s8: join java.lang.Thread@Main.java:26 // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:21)
  s8_1: goto s5_1                        // at corpus.juc.joinlist.fixed.Main.awaitHelpers(Main.java:21)
}

proc corpus.juc.joinlist.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.juc.joinlist.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.juc.joinlist.fixed.Main.lambda$main$1 {
  s0: call corpus.juc.joinlist.fixed.Main.awaitHelpers // at corpus.juc.joinlist.fixed.Main.lambda$main$1(Main.java:31)
}

proc corpus.juc.joinlist.fixed.Main.main {
  s5: read corpus.juc.joinlist.fixed.Main.helpers // at corpus.juc.joinlist.fixed.Main.main(Main.java:27)
  s6: acquire java.util.List@Main.java:17 // at corpus.juc.joinlist.fixed.Main.main(Main.java:27)
  s6_1: release java.util.List@Main.java:17 // at corpus.juc.joinlist.fixed.Main.main(Main.java:27)
  s7: fork corpus.juc.joinlist.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26 // at corpus.juc.joinlist.fixed.Main.main(Main.java:28)
  s12: fork corpus.juc.joinlist.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:29 // at corpus.juc.joinlist.fixed.Main.main(Main.java:36)
  s13: join java.lang.Thread@Main.java:29 // at corpus.juc.joinlist.fixed.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.juc.joinlist.fixed.Main.<clinit> // at corpus.juc.joinlist.fixed.Main.main(Main.java:26)
  main: call corpus.juc.joinlist.fixed.Main.main // at corpus.juc.joinlist.fixed.Main.main(Main.java:26)
}
