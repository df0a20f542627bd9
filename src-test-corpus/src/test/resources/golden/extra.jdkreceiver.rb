main entry

proc corpus.extra.jdkreceiver.Main$Stuck.<init>[corpus.extra.jdkreceiver.Main$Stuck@Main.java:32] {
}

proc corpus.extra.jdkreceiver.Main$Stuck.hashCode[corpus.extra.jdkreceiver.Main$Stuck@Main.java:32] {
  s1: goto s2                            // at corpus.extra.jdkreceiver.Main$Stuck.hashCode(Main.java:26)
  s2: goto s1                            // at corpus.extra.jdkreceiver.Main$Stuck.hashCode(Main.java:26)
}

proc corpus.extra.jdkreceiver.Main.<clinit> {
  s2: write corpus.extra.jdkreceiver.Main.A // at corpus.extra.jdkreceiver.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.jdkreceiver.Main.B // at corpus.extra.jdkreceiver.Main.<clinit>(Main.java:20)
}

proc corpus.extra.jdkreceiver.Main.lambda$main$0 {
  s0: read corpus.extra.jdkreceiver.Main.B // at corpus.extra.jdkreceiver.Main.lambda$main$0(Main.java:35)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdkreceiver.Main.lambda$main$0(Main.java:35)
  s2: read corpus.extra.jdkreceiver.Main.A // at corpus.extra.jdkreceiver.Main.lambda$main$0(Main.java:36)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.jdkreceiver.Main.lambda$main$0(Main.java:36)
  s4: read java.lang.System.out          // at corpus.extra.jdkreceiver.Main.lambda$main$0(Main.java:37)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.jdkreceiver.Main.lambda$main$0(Main.java:38)
  s16: release java.lang.Object@Main.java:20 // at corpus.extra.jdkreceiver.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.jdkreceiver.Main.main {
  s2: jump s5 s9                         // at corpus.extra.jdkreceiver.Main.main(Main.java:32)
  s5: jump s5_1 s5_3                     // at corpus.extra.jdkreceiver.Main.main(Main.java:32)
  s5_1: call corpus.extra.jdkreceiver.Main$Stuck.<init>[corpus.extra.jdkreceiver.Main$Stuck@Main.java:32] // at corpus.extra.jdkreceiver.Main.main(Main.java:32)
  s5_2: goto s5_j0                       // at corpus.extra.jdkreceiver.Main.main(Main.java:32)
  s5_3: call corpus.extra.jdkreceiver.Main$Stuck.<init>[corpus.extra.jdkreceiver.Main$Stuck@Main.java:32] // at corpus.extra.jdkreceiver.Main.main(Main.java:32)
  s5_j0: skip                            // at corpus.extra.jdkreceiver.Main.main(Main.java:32)
  s9: jump s9_1 s9_3                     // at corpus.extra.jdkreceiver.Main.main(Main.java:33)
  s9_1: call corpus.extra.jdkreceiver.Main$Stuck.hashCode[corpus.extra.jdkreceiver.Main$Stuck@Main.java:32] // at corpus.extra.jdkreceiver.Main.main(Main.java:33)
  s9_2: goto s9_j0                       // at corpus.extra.jdkreceiver.Main.main(Main.java:33)
  s9_3: skip                             // at corpus.extra.jdkreceiver.Main.main(Main.java:33)
  s9_j0: skip                            // at corpus.extra.jdkreceiver.Main.main(Main.java:33)
  s14: fork corpus.extra.jdkreceiver.Main.lambda$main$0 java.lang.Thread@Main.java:34 // at corpus.extra.jdkreceiver.Main.main(Main.java:41)
  s15: read corpus.extra.jdkreceiver.Main.A // at corpus.extra.jdkreceiver.Main.main(Main.java:42)
  s16: acquire java.lang.Object@Main.java:19 // at corpus.extra.jdkreceiver.Main.main(Main.java:42)
  s17: read corpus.extra.jdkreceiver.Main.B // at corpus.extra.jdkreceiver.Main.main(Main.java:43)
  s18: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdkreceiver.Main.main(Main.java:43)
  s19: read java.lang.System.out         // at corpus.extra.jdkreceiver.Main.main(Main.java:44)
  s21: release java.lang.Object@Main.java:20 // at corpus.extra.jdkreceiver.Main.main(Main.java:45)
  s31: release java.lang.Object@Main.java:19 // at corpus.extra.jdkreceiver.Main.main(Main.java:46)
  s33: join java.lang.Thread@Main.java:34 // at corpus.extra.jdkreceiver.Main.main(Main.java:47)
}

proc entry {
  init0: call corpus.extra.jdkreceiver.Main.<clinit> // at corpus.extra.jdkreceiver.Main.main(Main.java:32)
  main: call corpus.extra.jdkreceiver.Main.main // at corpus.extra.jdkreceiver.Main.main(Main.java:32)
}
