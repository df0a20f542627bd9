main entry

proc corpus.extra.indexedjoin.fixed.Main.<clinit> {
  s2: write corpus.extra.indexedjoin.fixed.Main.LOCK // at corpus.extra.indexedjoin.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.indexedjoin.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.indexedjoin.fixed.Main.LOCK // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:25)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:25)
  s2: read corpus.extra.indexedjoin.fixed.Main.count // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:26)
  s4: write corpus.extra.indexedjoin.fixed.Main.count // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:26)
  s5: release java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.indexedjoin.fixed.Main.main {
  s21: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s21_1: goto s78                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s31: join java.lang.Thread@Main.java:24 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s31_1: goto s60                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s34: read java.lang.System.out         // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s35: read corpus.extra.indexedjoin.fixed.Main.count // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s35_1: goto exit                       // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s60: join java.lang.Thread@Main.java:24#2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s69: join java.lang.Thread@Main.java:24#3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s69_1: goto s34                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s78: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s87: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s87_1: goto s31                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
}

proc entry {
  init0: call corpus.extra.indexedjoin.fixed.Main.<clinit> // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:22)
  main: call corpus.extra.indexedjoin.fixed.Main.main // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:22)
}
