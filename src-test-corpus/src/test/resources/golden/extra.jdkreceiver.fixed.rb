main entry

proc corpus.extra.jdkreceiver.fixed.Main$Stuck.<init>[corpus.extra.jdkreceiver.fixed.Main$Stuck@Main.java:30] {
}

proc corpus.extra.jdkreceiver.fixed.Main$Stuck.hashCode[corpus.extra.jdkreceiver.fixed.Main$Stuck@Main.java:30] {
  s1: goto s2                            // at corpus.extra.jdkreceiver.fixed.Main$Stuck.hashCode(Main.java:24)
  s2: goto s1                            // at corpus.extra.jdkreceiver.fixed.Main$Stuck.hashCode(Main.java:24)
}

proc corpus.extra.jdkreceiver.fixed.Main.<clinit> {
  s2: write corpus.extra.jdkreceiver.fixed.Main.A // at corpus.extra.jdkreceiver.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.jdkreceiver.fixed.Main.B // at corpus.extra.jdkreceiver.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.jdkreceiver.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.jdkreceiver.fixed.Main.A // at corpus.extra.jdkreceiver.fixed.Main.lambda$main$0(Main.java:33)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdkreceiver.fixed.Main.lambda$main$0(Main.java:33)
  s2: read corpus.extra.jdkreceiver.fixed.Main.B // at corpus.extra.jdkreceiver.fixed.Main.lambda$main$0(Main.java:34)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdkreceiver.fixed.Main.lambda$main$0(Main.java:34)
  s4: read java.lang.System.out          // at corpus.extra.jdkreceiver.fixed.Main.lambda$main$0(Main.java:35)
  s6: release java.lang.Object@Main.java:18 // at corpus.extra.jdkreceiver.fixed.Main.lambda$main$0(Main.java:36)
  s16: release java.lang.Object@Main.java:17 // at corpus.extra.jdkreceiver.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.jdkreceiver.fixed.Main.main {
  s2: jump s5 s9                         // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:30)
  s5: jump s5_1 s5_3                     // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:30)
  s5_1: call corpus.extra.jdkreceiver.fixed.Main$Stuck.<init>[corpus.extra.jdkreceiver.fixed.Main$Stuck@Main.java:30] // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:30)
  s5_2: goto s5_j0                       // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:30)
  s5_3: call corpus.extra.jdkreceiver.fixed.Main$Stuck.<init>[corpus.extra.jdkreceiver.fixed.Main$Stuck@Main.java:30] // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:30)
  s5_j0: skip                            // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:30)
  s9: jump s9_1 s9_3                     // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:31)
  s9_1: call corpus.extra.jdkreceiver.fixed.Main$Stuck.hashCode[corpus.extra.jdkreceiver.fixed.Main$Stuck@Main.java:30] // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:31)
  s9_2: goto s9_j0                       // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:31)
  s9_3: skip                             // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:31)
  s9_j0: skip                            // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:31)
  s14: fork corpus.extra.jdkreceiver.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:39)
  s15: read corpus.extra.jdkreceiver.fixed.Main.A // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:40)
  s16: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:40)
  s17: read corpus.extra.jdkreceiver.fixed.Main.B // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:41)
  s18: acquire java.lang.Object@Main.java:18 // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:41)
  s19: read java.lang.System.out         // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:42)
  s21: release java.lang.Object@Main.java:18 // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:43)
  s31: release java.lang.Object@Main.java:17 // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:44)
  s33: join java.lang.Thread@Main.java:32 // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:45)
}

proc entry {
  init0: call corpus.extra.jdkreceiver.fixed.Main.<clinit> // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:30)
  main: call corpus.extra.jdkreceiver.fixed.Main.main // at corpus.extra.jdkreceiver.fixed.Main.main(Main.java:30)
}
