main entry

proc corpus.extra.jdkcomparable.Main$Stuck.<init>[corpus.extra.jdkcomparable.Main$Stuck@Main.java:33] {
}

proc corpus.extra.jdkcomparable.Main$Stuck.compareTo[corpus.extra.jdkcomparable.Main$Stuck@Main.java:33] {
  s2: goto s3                            // at corpus.extra.jdkcomparable.Main$Stuck.compareTo(Main.java:26)
  s3: goto s2                            // at corpus.extra.jdkcomparable.Main$Stuck.compareTo(Main.java:26)
}

proc corpus.extra.jdkcomparable.Main.<clinit> {
  s2: write corpus.extra.jdkcomparable.Main.A // at corpus.extra.jdkcomparable.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.jdkcomparable.Main.B // at corpus.extra.jdkcomparable.Main.<clinit>(Main.java:20)
}

proc corpus.extra.jdkcomparable.Main.lambda$main$0 {
  s0: read corpus.extra.jdkcomparable.Main.B // at corpus.extra.jdkcomparable.Main.lambda$main$0(Main.java:36)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdkcomparable.Main.lambda$main$0(Main.java:36)
  s2: read corpus.extra.jdkcomparable.Main.A // at corpus.extra.jdkcomparable.Main.lambda$main$0(Main.java:37)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.jdkcomparable.Main.lambda$main$0(Main.java:37)
  s4: read java.lang.System.out          // at corpus.extra.jdkcomparable.Main.lambda$main$0(Main.java:38)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.jdkcomparable.Main.lambda$main$0(Main.java:39)
  s16: release java.lang.Object@Main.java:20 // at corpus.extra.jdkcomparable.Main.lambda$main$0(Main.java:40)
}

proc corpus.extra.jdkcomparable.Main.main {
  s2: jump s5 s9                         // at corpus.extra.jdkcomparable.Main.main(Main.java:33)
  s5: call corpus.extra.jdkcomparable.Main$Stuck.<init>[corpus.extra.jdkcomparable.Main$Stuck@Main.java:33] // at corpus.extra.jdkcomparable.Main.main(Main.java:33)
  s9: jump s9_1 s9_3                     // at corpus.extra.jdkcomparable.Main.main(Main.java:34)
  s9_1: call corpus.extra.jdkcomparable.Main$Stuck.compareTo[corpus.extra.jdkcomparable.Main$Stuck@Main.java:33] // at corpus.extra.jdkcomparable.Main.main(Main.java:34)
  s9_2: goto s9_j0                       // at corpus.extra.jdkcomparable.Main.main(Main.java:34)
  s9_3: skip                             // at corpus.extra.jdkcomparable.Main.main(Main.java:34)
  s9_j0: skip                            // at corpus.extra.jdkcomparable.Main.main(Main.java:34)
  s14: fork corpus.extra.jdkcomparable.Main.lambda$main$0 java.lang.Thread@Main.java:35 // at corpus.extra.jdkcomparable.Main.main(Main.java:42)
  s15: read corpus.extra.jdkcomparable.Main.A // at corpus.extra.jdkcomparable.Main.main(Main.java:43)
  s16: acquire java.lang.Object@Main.java:19 // at corpus.extra.jdkcomparable.Main.main(Main.java:43)
  s17: read corpus.extra.jdkcomparable.Main.B // at corpus.extra.jdkcomparable.Main.main(Main.java:44)
  s18: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdkcomparable.Main.main(Main.java:44)
  s19: read java.lang.System.out         // at corpus.extra.jdkcomparable.Main.main(Main.java:45)
  s21: release java.lang.Object@Main.java:20 // at corpus.extra.jdkcomparable.Main.main(Main.java:46)
  s31: release java.lang.Object@Main.java:19 // at corpus.extra.jdkcomparable.Main.main(Main.java:47)
  s33: join java.lang.Thread@Main.java:35 // at corpus.extra.jdkcomparable.Main.main(Main.java:48)
}

proc entry {
  init0: call corpus.extra.jdkcomparable.Main.<clinit> // at corpus.extra.jdkcomparable.Main.main(Main.java:33)
  main: call corpus.extra.jdkcomparable.Main.main // at corpus.extra.jdkcomparable.Main.main(Main.java:33)
}
