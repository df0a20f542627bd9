main entry

proc corpus.extra.jdkcomparable.fixed.Main$Stuck.<init>[corpus.extra.jdkcomparable.fixed.Main$Stuck@Main.java:31] {
}

proc corpus.extra.jdkcomparable.fixed.Main$Stuck.compareTo[corpus.extra.jdkcomparable.fixed.Main$Stuck@Main.java:31] {
  s2: goto s3                            // at corpus.extra.jdkcomparable.fixed.Main$Stuck.compareTo(Main.java:24)
  s3: goto s2                            // at corpus.extra.jdkcomparable.fixed.Main$Stuck.compareTo(Main.java:24)
}

proc corpus.extra.jdkcomparable.fixed.Main.<clinit> {
  s2: write corpus.extra.jdkcomparable.fixed.Main.A // at corpus.extra.jdkcomparable.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.jdkcomparable.fixed.Main.B // at corpus.extra.jdkcomparable.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.jdkcomparable.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.jdkcomparable.fixed.Main.A // at corpus.extra.jdkcomparable.fixed.Main.lambda$main$0(Main.java:34)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdkcomparable.fixed.Main.lambda$main$0(Main.java:34)
  s2: read corpus.extra.jdkcomparable.fixed.Main.B // at corpus.extra.jdkcomparable.fixed.Main.lambda$main$0(Main.java:35)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdkcomparable.fixed.Main.lambda$main$0(Main.java:35)
  s4: read java.lang.System.out          // at corpus.extra.jdkcomparable.fixed.Main.lambda$main$0(Main.java:36)
  s6: release java.lang.Object@Main.java:18 // at corpus.extra.jdkcomparable.fixed.Main.lambda$main$0(Main.java:37)
  s16: release java.lang.Object@Main.java:17 // at corpus.extra.jdkcomparable.fixed.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.jdkcomparable.fixed.Main.main {
  s2: jump s5 s9                         // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:31)
  s5: call corpus.extra.jdkcomparable.fixed.Main$Stuck.<init>[corpus.extra.jdkcomparable.fixed.Main$Stuck@Main.java:31] // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:31)
  s9: jump s9_1 s9_3                     // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:32)
  s9_1: call corpus.extra.jdkcomparable.fixed.Main$Stuck.compareTo[corpus.extra.jdkcomparable.fixed.Main$Stuck@Main.java:31] // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:32)
  s9_2: goto s9_j0                       // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:32)
  s9_3: skip                             // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:32)
  s9_j0: skip                            // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:32)
  s14: fork corpus.extra.jdkcomparable.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:33 // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:40)
  s15: read corpus.extra.jdkcomparable.fixed.Main.A // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:41)
  s16: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:41)
  s17: read corpus.extra.jdkcomparable.fixed.Main.B // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:42)
  s18: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:42)
  s19: read java.lang.System.out         // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:43)
  s21: release java.lang.Object@Main.java:18 // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:44)
  s31: release java.lang.Object@Main.java:17 // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:45)
  s33: join java.lang.Thread@Main.java:33 // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:46)
}

proc entry {
  init0: call corpus.extra.jdkcomparable.fixed.Main.<clinit> // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:31)
  main: call corpus.extra.jdkcomparable.fixed.Main.main // at corpus.extra.jdkcomparable.fixed.Main.main(Main.java:31)
}
