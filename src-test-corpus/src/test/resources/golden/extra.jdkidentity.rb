main entry

proc corpus.extra.jdkidentity.Main.<clinit> {
  s2: write corpus.extra.jdkidentity.Main.LEDGER // at corpus.extra.jdkidentity.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.jdkidentity.Main.JOURNAL // at corpus.extra.jdkidentity.Main.<clinit>(Main.java:21)
}

proc corpus.extra.jdkidentity.Main.lambda$main$0 {
  s0: read corpus.extra.jdkidentity.Main.JOURNAL // at corpus.extra.jdkidentity.Main.lambda$main$0(Main.java:36)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.jdkidentity.Main.lambda$main$0(Main.java:36)
  s2: call corpus.extra.jdkidentity.Main.pause // at corpus.extra.jdkidentity.Main.lambda$main$0(Main.java:37)
  s3: read corpus.extra.jdkidentity.Main.LEDGER // at corpus.extra.jdkidentity.Main.lambda$main$0(Main.java:38)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdkidentity.Main.lambda$main$0(Main.java:38)
  s5: read java.lang.System.out          // at corpus.extra.jdkidentity.Main.lambda$main$0(Main.java:39)
  s7: release java.lang.Object@Main.java:20 // at corpus.extra.jdkidentity.Main.lambda$main$0(Main.java:40)
  s17: release java.lang.Object@Main.java:21 // at corpus.extra.jdkidentity.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.jdkidentity.Main.main {
  s0: goto s5e1                          // at corpus.extra.jdkidentity.Main.main(Main.java:32)
  s20: read corpus.extra.jdkidentity.Main.LEDGER // at corpus.extra.jdkidentity.Main.main(Main.java:45)
  s21: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdkidentity.Main.main(Main.java:45)
  s22: call corpus.extra.jdkidentity.Main.pause // at corpus.extra.jdkidentity.Main.main(Main.java:46)
  s23: read corpus.extra.jdkidentity.Main.JOURNAL // at corpus.extra.jdkidentity.Main.main(Main.java:47)
  s24: acquire java.lang.Object@Main.java:21 // at corpus.extra.jdkidentity.Main.main(Main.java:47)
  s25: read java.lang.System.out         // at corpus.extra.jdkidentity.Main.main(Main.java:48)
  s27: release java.lang.Object@Main.java:21 // at corpus.extra.jdkidentity.Main.main(Main.java:49)
  s27_1: goto s55                        // at corpus.extra.jdkidentity.Main.main(Main.java:49)
  s37: read corpus.extra.jdkidentity.Main.JOURNAL // at corpus.extra.jdkidentity.Main.main(Main.java:52)
  s38: acquire java.lang.Object@Main.java:21 // at corpus.extra.jdkidentity.Main.main(Main.java:52)
  s39: read corpus.extra.jdkidentity.Main.LEDGER // at corpus.extra.jdkidentity.Main.main(Main.java:53)
  s40: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdkidentity.Main.main(Main.java:53)
  s41: read java.lang.System.out         // at corpus.extra.jdkidentity.Main.main(Main.java:54)
  s43: release java.lang.Object@Main.java:20 // at corpus.extra.jdkidentity.Main.main(Main.java:55)
  s53: release java.lang.Object@Main.java:21 // at corpus.extra.jdkidentity.Main.main(Main.java:56)
  s53_1: goto s58                        // at corpus.extra.jdkidentity.Main.main(Main.java:56)
  s55: release java.lang.Object@Main.java:20 // at corpus.extra.jdkidentity.Main.main(Main.java:50)
  s58: join java.lang.Thread@Main.java:35 // at corpus.extra.jdkidentity.Main.main(Main.java:58)
  s58_1: goto exit                       // at corpus.extra.jdkidentity.Main.main(Main.java:58)
  s5e1: jump s10e1 s10e4                 // at corpus.extra.jdkidentity.Main.main(Main.java:33)
  s10e1: read java.lang.System.out       // at corpus.extra.jdkidentity.Main.main(Main.java:34)
  s18e1: fork corpus.extra.jdkidentity.Main.lambda$main$0 java.lang.Thread@Main.java:35 // at corpus.extra.jdkidentity.Main.main(Main.java:43)
  s19e1: jump s20 s37                    // at corpus.extra.jdkidentity.Main.main(Main.java:44)
  s10e4: read java.lang.System.out       // at corpus.extra.jdkidentity.Main.main(Main.java:34)
  s18e4: fork corpus.extra.jdkidentity.Main.lambda$main$0 java.lang.Thread@Main.java:35 // at corpus.extra.jdkidentity.Main.main(Main.java:43)
  s19e4: jump s20 s37                    // at corpus.extra.jdkidentity.Main.main(Main.java:44)
}

proc corpus.extra.jdkidentity.Main.pause {
}

proc entry {
  init0: call corpus.extra.jdkidentity.Main.<clinit> // at corpus.extra.jdkidentity.Main.main(Main.java:32)
  main: call corpus.extra.jdkidentity.Main.main // at corpus.extra.jdkidentity.Main.main(Main.java:32)
}
