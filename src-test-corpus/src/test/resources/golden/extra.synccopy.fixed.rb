main entry

proc corpus.extra.synccopy.fixed.Main.<clinit> {
  s2: write corpus.extra.synccopy.fixed.Main.config // at corpus.extra.synccopy.fixed.Main.<clinit>(Main.java:15)
  s8: write corpus.extra.synccopy.fixed.Main.names // at corpus.extra.synccopy.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.synccopy.fixed.Main.lambda$main$0[corpus.extra.synccopy.fixed.Main.main:20#11] {
  s1: read corpus.extra.synccopy.fixed.Main.names // at corpus.extra.synccopy.fixed.Main.lambda$main$0(Main.java:21)
  s4_2: jump s4_1 s4                     // at corpus.extra.synccopy.fixed.Main.lambda$main$0(Main.java:21)
  s4: acquire java.util.List@Main.java:16 // at corpus.extra.synccopy.fixed.Main.lambda$main$0(Main.java:21)
  s4_3: release java.util.List@Main.java:16 // at corpus.extra.synccopy.fixed.Main.lambda$main$0(Main.java:21)
  s4_1: skip                             // at corpus.extra.synccopy.fixed.Main.lambda$main$0(Main.java:21)
  s6: read corpus.extra.synccopy.fixed.Main.config // at corpus.extra.synccopy.fixed.Main.lambda$main$0(Main.java:22)
  s7: acquire java.lang.Object@Main.java:15 // at corpus.extra.synccopy.fixed.Main.lambda$main$0(Main.java:22)
  s10: release java.lang.Object@Main.java:15 // at corpus.extra.synccopy.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.synccopy.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.synccopy.fixed.Main.names // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:27)
  s1: acquire java.util.List@Main.java:16 // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:27)
  s2: read corpus.extra.synccopy.fixed.Main.config // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:28)
  s3: acquire java.lang.Object@Main.java:15 // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:28)
  s4: read corpus.extra.synccopy.fixed.Main.names // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:29)
  s5: acquire java.util.List@Main.java:16 // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:29)
  s5_1: release java.util.List@Main.java:16 // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:29)
  s6: release java.lang.Object@Main.java:15 // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:30)
  s16: release java.util.List@Main.java:16 // at corpus.extra.synccopy.fixed.Main.lambda$main$1(Main.java:31)
}

proc corpus.extra.synccopy.fixed.Main.main {
  s1: read corpus.extra.synccopy.fixed.Main.names // at corpus.extra.synccopy.fixed.Main.main(Main.java:19)
  s2: acquire java.util.List@Main.java:16 // at corpus.extra.synccopy.fixed.Main.main(Main.java:19)
  s2_1: release java.util.List@Main.java:16 // at corpus.extra.synccopy.fixed.Main.main(Main.java:19)
  s11: fork corpus.extra.synccopy.fixed.Main.lambda$main$0[corpus.extra.synccopy.fixed.Main.main:20#11] java.lang.Thread@Main.java:20 // at corpus.extra.synccopy.fixed.Main.main(Main.java:33)
  s12: fork corpus.extra.synccopy.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:26 // at corpus.extra.synccopy.fixed.Main.main(Main.java:34)
  s13: join java.lang.Thread@Main.java:20 // at corpus.extra.synccopy.fixed.Main.main(Main.java:35)
  s14: join java.lang.Thread@Main.java:26 // at corpus.extra.synccopy.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.synccopy.fixed.Main.<clinit> // at corpus.extra.synccopy.fixed.Main.main(Main.java:19)
  main: call corpus.extra.synccopy.fixed.Main.main // at corpus.extra.synccopy.fixed.Main.main(Main.java:19)
}
