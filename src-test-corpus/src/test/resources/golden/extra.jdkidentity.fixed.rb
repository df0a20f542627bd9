main entry

proc corpus.extra.jdkidentity.fixed.Main.<clinit> {
  s2: write corpus.extra.jdkidentity.fixed.Main.LEDGER // at corpus.extra.jdkidentity.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.jdkidentity.fixed.Main.JOURNAL // at corpus.extra.jdkidentity.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.jdkidentity.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.jdkidentity.fixed.Main.JOURNAL // at corpus.extra.jdkidentity.fixed.Main.lambda$main$0(Main.java:33)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdkidentity.fixed.Main.lambda$main$0(Main.java:33)
  s2: call corpus.extra.jdkidentity.fixed.Main.pause // at corpus.extra.jdkidentity.fixed.Main.lambda$main$0(Main.java:34)
  s3: read corpus.extra.jdkidentity.fixed.Main.LEDGER // at corpus.extra.jdkidentity.fixed.Main.lambda$main$0(Main.java:35)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdkidentity.fixed.Main.lambda$main$0(Main.java:35)
  s5: read java.lang.System.out          // at corpus.extra.jdkidentity.fixed.Main.lambda$main$0(Main.java:36)
  s7: release java.lang.Object@Main.java:17 // at corpus.extra.jdkidentity.fixed.Main.lambda$main$0(Main.java:37)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.jdkidentity.fixed.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.jdkidentity.fixed.Main.main {
  s0: goto s5e1                          // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:29)
  s20: read corpus.extra.jdkidentity.fixed.Main.JOURNAL // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:42)
  s21: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:42)
  s22: call corpus.extra.jdkidentity.fixed.Main.pause // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:43)
  s23: read corpus.extra.jdkidentity.fixed.Main.LEDGER // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:44)
  s24: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:44)
  s25: read java.lang.System.out         // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:45)
  s27: release java.lang.Object@Main.java:17 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:46)
  s27_1: goto s55                        // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:46)
  s37: read corpus.extra.jdkidentity.fixed.Main.JOURNAL // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:49)
  s38: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:49)
  s39: read corpus.extra.jdkidentity.fixed.Main.LEDGER // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:50)
  s40: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:50)
  s41: read java.lang.System.out         // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:51)
  s43: release java.lang.Object@Main.java:17 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:52)
  s53: release java.lang.Object@Main.java:18 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:53)
  s53_1: goto s58                        // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:53)
  s55: release java.lang.Object@Main.java:18 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:47)
  s58: join java.lang.Thread@Main.java:32 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:55)
  s58_1: goto exit                       // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:55)
  s5e1: jump s10e1 s10e4                 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:30)
  s10e1: read java.lang.System.out       // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:31)
  s18e1: fork corpus.extra.jdkidentity.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:40)
  s19e1: jump s20 s37                    // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:41)
  s10e4: read java.lang.System.out       // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:31)
  s18e4: fork corpus.extra.jdkidentity.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:40)
  s19e4: jump s20 s37                    // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:41)
}

proc corpus.extra.jdkidentity.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.jdkidentity.fixed.Main.<clinit> // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:29)
  main: call corpus.extra.jdkidentity.fixed.Main.main // at corpus.extra.jdkidentity.fixed.Main.main(Main.java:29)
}
