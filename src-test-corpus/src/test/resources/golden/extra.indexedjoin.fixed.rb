main entry
var java.util.ArrayList@Main.java:22.filled { false true } = false

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
  s0: goto s11e1                         // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:22)
  s16: switch java.util.ArrayList@Main.java:22.filled false s21 true s21 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:30)
  s21: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s21_1: goto s73                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s26: switch java.util.ArrayList@Main.java:22.filled false s31 true s31 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:33)
  s31: join java.lang.Thread@Main.java:24 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s31_1: goto s55                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s34: read java.lang.System.out         // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s35: read corpus.extra.indexedjoin.fixed.Main.count // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s35_1: goto exit                       // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:36)
  s55: switch java.util.ArrayList@Main.java:22.filled false s60 true s60 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:33)
  s60: join java.lang.Thread@Main.java:24#2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s64: switch java.util.ArrayList@Main.java:22.filled false s69 true s69 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:33)
  s69: join java.lang.Thread@Main.java:24#3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s69_1: goto s34                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:34)
  s73: switch java.util.ArrayList@Main.java:22.filled false s78 true s78 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:30)
  s78: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#2 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s82: switch java.util.ArrayList@Main.java:22.filled false s87 true s87 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:30)
  s87: fork corpus.extra.indexedjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#3 // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s87_1: goto s26                        // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:31)
  s11e1: assign java.util.ArrayList@Main.java:22.filled true // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s43e2: assign java.util.ArrayList@Main.java:22.filled true // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3: assign java.util.ArrayList@Main.java:22.filled true // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
  s51e3_1: goto s16                      // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:24)
}

proc entry {
  init0: call corpus.extra.indexedjoin.fixed.Main.<clinit> // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:22)
  main: call corpus.extra.indexedjoin.fixed.Main.main // at corpus.extra.indexedjoin.fixed.Main.main(Main.java:22)
}
