main entry

proc corpus.extra.synccopy.Main.<clinit> {
  s2: write corpus.extra.synccopy.Main.config // at corpus.extra.synccopy.Main.<clinit>(Main.java:22)
  s8: write corpus.extra.synccopy.Main.names // at corpus.extra.synccopy.Main.<clinit>(Main.java:23)
}

proc corpus.extra.synccopy.Main.lambda$main$0[corpus.extra.synccopy.Main.main:27#11] {
  s0: read corpus.extra.synccopy.Main.config // at corpus.extra.synccopy.Main.lambda$main$0(Main.java:28)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.extra.synccopy.Main.lambda$main$0(Main.java:28)
  s3: read corpus.extra.synccopy.Main.names // at corpus.extra.synccopy.Main.lambda$main$0(Main.java:29)
  s6_2: jump s6_1 s6                     // at corpus.extra.synccopy.Main.lambda$main$0(Main.java:29)
  s6: acquire java.util.List@Main.java:23 // at corpus.extra.synccopy.Main.lambda$main$0(Main.java:29)
  s6_3: release java.util.List@Main.java:23 // at corpus.extra.synccopy.Main.lambda$main$0(Main.java:29)
  s6_1: skip                             // at corpus.extra.synccopy.Main.lambda$main$0(Main.java:29)
  s10: release java.lang.Object@Main.java:22 // at corpus.extra.synccopy.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.synccopy.Main.lambda$main$1 {
  s0: read corpus.extra.synccopy.Main.names // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:34)
  s1: acquire java.util.List@Main.java:23 // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:34)
  s2: read corpus.extra.synccopy.Main.config // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:35)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:35)
  s4: read corpus.extra.synccopy.Main.names // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:36)
  s5: acquire java.util.List@Main.java:23 // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:36)
  s5_1: release java.util.List@Main.java:23 // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:36)
  s6: release java.lang.Object@Main.java:22 // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:37)
  s16: release java.util.List@Main.java:23 // at corpus.extra.synccopy.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.synccopy.Main.main {
  s1: read corpus.extra.synccopy.Main.names // at corpus.extra.synccopy.Main.main(Main.java:26)
  s2: acquire java.util.List@Main.java:23 // at corpus.extra.synccopy.Main.main(Main.java:26)
  s2_1: release java.util.List@Main.java:23 // at corpus.extra.synccopy.Main.main(Main.java:26)
  s11: fork corpus.extra.synccopy.Main.lambda$main$0[corpus.extra.synccopy.Main.main:27#11] java.lang.Thread@Main.java:27 // at corpus.extra.synccopy.Main.main(Main.java:40)
  s12: fork corpus.extra.synccopy.Main.lambda$main$1 java.lang.Thread@Main.java:33 // at corpus.extra.synccopy.Main.main(Main.java:41)
  s13: join java.lang.Thread@Main.java:27 // at corpus.extra.synccopy.Main.main(Main.java:42)
  s14: join java.lang.Thread@Main.java:33 // at corpus.extra.synccopy.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.extra.synccopy.Main.<clinit> // at corpus.extra.synccopy.Main.main(Main.java:26)
  main: call corpus.extra.synccopy.Main.main // at corpus.extra.synccopy.Main.main(Main.java:26)
}
