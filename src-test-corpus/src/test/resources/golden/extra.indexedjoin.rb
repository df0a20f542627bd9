main entry
var java.util.ArrayList@Main.java:30.filled { false true } = false

proc corpus.extra.indexedjoin.Main.<clinit> {
  s2: write corpus.extra.indexedjoin.Main.A // at corpus.extra.indexedjoin.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.indexedjoin.Main.B // at corpus.extra.indexedjoin.Main.<clinit>(Main.java:19)
}

proc corpus.extra.indexedjoin.Main.lambda$main$0 {
  s0: read corpus.extra.indexedjoin.Main.A // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:32)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:32)
  s2: call corpus.extra.indexedjoin.Main.pause // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:33)
  s3: read corpus.extra.indexedjoin.Main.B // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:34)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:34)
  s5: read java.lang.System.out          // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:35)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:36)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.indexedjoin.Main.lambda$main$1 {
  s0: read corpus.extra.indexedjoin.Main.B // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:40)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:40)
  s2: call corpus.extra.indexedjoin.Main.pause // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:41)
  s3: read corpus.extra.indexedjoin.Main.A // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:42)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:42)
  s5: read java.lang.System.out          // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:43)
  s7: release java.lang.Object@Main.java:18 // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:44)
  s17: release java.lang.Object@Main.java:19 // at corpus.extra.indexedjoin.Main.lambda$main$1(Main.java:45)
}

proc corpus.extra.indexedjoin.Main.main {
  s9: assign java.util.ArrayList@Main.java:30.filled true // at corpus.extra.indexedjoin.Main.main(Main.java:31)
  s14: assign java.util.ArrayList@Main.java:30.filled true // at corpus.extra.indexedjoin.Main.main(Main.java:39)
  s17: switch java.util.ArrayList@Main.java:30.filled false s22 true s22 // at corpus.extra.indexedjoin.Main.main(Main.java:47)
  s22: fork corpus.extra.indexedjoin.Main.lambda$main$0 java.lang.Thread@Main.java:31 // at corpus.extra.indexedjoin.Main.main(Main.java:48)
  s22_1: goto s46                        // at corpus.extra.indexedjoin.Main.main(Main.java:48)
  s27: switch java.util.ArrayList@Main.java:30.filled false s32 true s32 // at corpus.extra.indexedjoin.Main.main(Main.java:50)
  s32: join java.lang.Thread@Main.java:31 // at corpus.extra.indexedjoin.Main.main(Main.java:51)
  s37: switch java.util.ArrayList@Main.java:30.filled false s42 true s42 // at corpus.extra.indexedjoin.Main.main(Main.java:50)
  s42: join java.lang.Thread@Main.java:39 // at corpus.extra.indexedjoin.Main.main(Main.java:51)
  s42_1: goto exit                       // at corpus.extra.indexedjoin.Main.main(Main.java:51)
  s46: switch java.util.ArrayList@Main.java:30.filled false s51 true s51 // at corpus.extra.indexedjoin.Main.main(Main.java:47)
  s51: fork corpus.extra.indexedjoin.Main.lambda$main$1 java.lang.Thread@Main.java:39 // at corpus.extra.indexedjoin.Main.main(Main.java:48)
  s51_1: goto s27                        // at corpus.extra.indexedjoin.Main.main(Main.java:48)
}

proc corpus.extra.indexedjoin.Main.pause {
}

proc entry {
  init0: call corpus.extra.indexedjoin.Main.<clinit> // at corpus.extra.indexedjoin.Main.main(Main.java:30)
  main: call corpus.extra.indexedjoin.Main.main // at corpus.extra.indexedjoin.Main.main(Main.java:30)
}
