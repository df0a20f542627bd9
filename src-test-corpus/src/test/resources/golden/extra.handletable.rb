main entry

proc corpus.extra.handletable.Main.<clinit> {
  s2: write corpus.extra.handletable.Main.A // at corpus.extra.handletable.Main.<clinit>(Main.java:24)
  s5: write corpus.extra.handletable.Main.B // at corpus.extra.handletable.Main.<clinit>(Main.java:25)
  s11: read java.lang.Void.TYPE          // at corpus.extra.handletable.Main.<clinit>(Main.java:32)
  s15: write java.util.ArrayList@Main.java:30.$state // at corpus.extra.handletable.Main.<clinit>(Main.java:32)
  s26: read java.util.ArrayList@Main.java:30.$state // at corpus.extra.handletable.Main.<clinit>(Main.java:37)
  s28: write corpus.extra.handletable.Main.TABLE // at corpus.extra.handletable.Main.<clinit>(Main.java:37)
}

proc corpus.extra.handletable.Main.lambda$main$0 {
  s0: read corpus.extra.handletable.Main.A // at corpus.extra.handletable.Main.lambda$main$0(Main.java:53)
  s1: acquire java.lang.Object@Main.java:24 // at corpus.extra.handletable.Main.lambda$main$0(Main.java:53)
  s2: read corpus.extra.handletable.Main.B // at corpus.extra.handletable.Main.lambda$main$0(Main.java:54)
  s3: acquire java.lang.Object@Main.java:25 // at corpus.extra.handletable.Main.lambda$main$0(Main.java:54)
  s4: read corpus.extra.handletable.Main.B // at corpus.extra.handletable.Main.lambda$main$0(Main.java:55)
  s6: release java.lang.Object@Main.java:25 // at corpus.extra.handletable.Main.lambda$main$0(Main.java:56)
  s16: release java.lang.Object@Main.java:24 // at corpus.extra.handletable.Main.lambda$main$0(Main.java:57)
}

proc corpus.extra.handletable.Main.main {
  s1: call corpus.extra.handletable.Main.runTable // at corpus.extra.handletable.Main.main(Main.java:51)
  s6: fork corpus.extra.handletable.Main.lambda$main$0 java.lang.Thread@Main.java:52 // at corpus.extra.handletable.Main.main(Main.java:59)
  s7: read corpus.extra.handletable.Main.reverse // at corpus.extra.handletable.Main.main(Main.java:60)
  s8: jump s9 s25                        // at corpus.extra.handletable.Main.main(Main.java:60)
  s9: read corpus.extra.handletable.Main.B // at corpus.extra.handletable.Main.main(Main.java:61)
  s10: acquire java.lang.Object@Main.java:25 // at corpus.extra.handletable.Main.main(Main.java:61)
  s11: read corpus.extra.handletable.Main.A // at corpus.extra.handletable.Main.main(Main.java:62)
  s12: acquire java.lang.Object@Main.java:24 // at corpus.extra.handletable.Main.main(Main.java:62)
  s13: read corpus.extra.handletable.Main.A // at corpus.extra.handletable.Main.main(Main.java:63)
  s15: release java.lang.Object@Main.java:24 // at corpus.extra.handletable.Main.main(Main.java:64)
  s15_1: goto s43                        // at corpus.extra.handletable.Main.main(Main.java:64)
  s25: read corpus.extra.handletable.Main.A // at corpus.extra.handletable.Main.main(Main.java:67)
  s26: acquire java.lang.Object@Main.java:24 // at corpus.extra.handletable.Main.main(Main.java:67)
  s27: read corpus.extra.handletable.Main.B // at corpus.extra.handletable.Main.main(Main.java:68)
  s28: acquire java.lang.Object@Main.java:25 // at corpus.extra.handletable.Main.main(Main.java:68)
  s29: read corpus.extra.handletable.Main.B // at corpus.extra.handletable.Main.main(Main.java:69)
  s31: release java.lang.Object@Main.java:25 // at corpus.extra.handletable.Main.main(Main.java:70)
  s41: release java.lang.Object@Main.java:24 // at corpus.extra.handletable.Main.main(Main.java:71)
  s41_1: goto s46                        // at corpus.extra.handletable.Main.main(Main.java:71)
  s43: release java.lang.Object@Main.java:25 // at corpus.extra.handletable.Main.main(Main.java:65)
  s46: join java.lang.Thread@Main.java:52 // at corpus.extra.handletable.Main.main(Main.java:73)
}

proc corpus.extra.handletable.Main.runTable {
  s0: read corpus.extra.handletable.Main.TABLE // at corpus.extra.handletable.Main.runTable(Main.java:46)
  s1: jump s1_1 s1_3                     // at corpus.extra.handletable.Main.runTable(Main.java:46)
  s1_1: read java.util.ArrayList@Main.java:30[0] // at corpus.extra.handletable.Main.runTable(Main.java:46)
  s1_2: goto s1_j0                       // at corpus.extra.handletable.Main.runTable(Main.java:46)
  s1_3: read java.lang.invoke.MethodHandle[]@Main.java:37[0] // at corpus.extra.handletable.Main.runTable(Main.java:46)
  s1_j0: skip                            // at corpus.extra.handletable.Main.runTable(Main.java:46)
}

proc entry {
  init0: call corpus.extra.handletable.Main.<clinit> // at corpus.extra.handletable.Main.main(Main.java:51)
  main: call corpus.extra.handletable.Main.main // at corpus.extra.handletable.Main.main(Main.java:51)
}
