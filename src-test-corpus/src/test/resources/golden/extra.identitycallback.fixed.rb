main entry

proc corpus.extra.identitycallback.fixed.Main$Phase.$values {
  s1: read corpus.extra.identitycallback.fixed.Main$Phase.START // at corpus.extra.identitycallback.fixed.Main$Phase.$values(Main.java:18)
  s2: write corpus.extra.identitycallback.fixed.Main$Phase[]@Main.java:18[0] // at corpus.extra.identitycallback.fixed.Main$Phase.$values(Main.java:18)
  s3: read corpus.extra.identitycallback.fixed.Main$Phase.RUN // at corpus.extra.identitycallback.fixed.Main$Phase.$values(Main.java:18)
  s4: write corpus.extra.identitycallback.fixed.Main$Phase[]@Main.java:18[1] // at corpus.extra.identitycallback.fixed.Main$Phase.$values(Main.java:18)
}

proc corpus.extra.identitycallback.fixed.Main$Phase.<clinit> {
  s1: call corpus.extra.identitycallback.fixed.Main$Phase.<init>[corpus.extra.identitycallback.fixed.Main$Phase@Main.java:18#2] // at corpus.extra.identitycallback.fixed.Main$Phase.<clinit>(Main.java:18)
  s2: write corpus.extra.identitycallback.fixed.Main$Phase.START // at corpus.extra.identitycallback.fixed.Main$Phase.<clinit>(Main.java:18)
  s4: call corpus.extra.identitycallback.fixed.Main$Phase.<init>[corpus.extra.identitycallback.fixed.Main$Phase@Main.java:18#2] // at corpus.extra.identitycallback.fixed.Main$Phase.<clinit>(Main.java:18)
  s5: write corpus.extra.identitycallback.fixed.Main$Phase.RUN // at corpus.extra.identitycallback.fixed.Main$Phase.<clinit>(Main.java:18)
  s6: call corpus.extra.identitycallback.fixed.Main$Phase.$values // at corpus.extra.identitycallback.fixed.Main$Phase.<clinit>(Main.java:18)
  s7: write corpus.extra.identitycallback.fixed.Main$Phase.$VALUES // at corpus.extra.identitycallback.fixed.Main$Phase.<clinit>(Main.java:18)
}

proc corpus.extra.identitycallback.fixed.Main$Phase.<init>[corpus.extra.identitycallback.fixed.Main$Phase@Main.java:18#2] {
}

proc corpus.extra.identitycallback.fixed.Main.<clinit> {
  s2: write corpus.extra.identitycallback.fixed.Main.A // at corpus.extra.identitycallback.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.identitycallback.fixed.Main.B // at corpus.extra.identitycallback.fixed.Main.<clinit>(Main.java:21)
  s8: write corpus.extra.identitycallback.fixed.Main.TASK // at corpus.extra.identitycallback.fixed.Main.<clinit>(Main.java:22)
}

proc corpus.extra.identitycallback.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.identitycallback.fixed.Main.B // at corpus.extra.identitycallback.fixed.Main.lambda$main$0(Main.java:27)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.identitycallback.fixed.Main.lambda$main$0(Main.java:27)
  s2: read corpus.extra.identitycallback.fixed.Main.count // at corpus.extra.identitycallback.fixed.Main.lambda$main$0(Main.java:28)
  s4: write corpus.extra.identitycallback.fixed.Main.count // at corpus.extra.identitycallback.fixed.Main.lambda$main$0(Main.java:28)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.identitycallback.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.identitycallback.fixed.Main.lambda$main$1[corpus.extra.identitycallback.fixed.Main.main:37#20] {
  s1: read corpus.extra.identitycallback.fixed.Main.A // at corpus.extra.identitycallback.fixed.Main.lambda$main$1(Main.java:38)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.identitycallback.fixed.Main.lambda$main$1(Main.java:38)
  s3: call corpus.extra.identitycallback.fixed.Main.lambda$main$0 // at corpus.extra.identitycallback.fixed.Main.lambda$main$1(Main.java:39)
  s4: release java.lang.Object@Main.java:20 // at corpus.extra.identitycallback.fixed.Main.lambda$main$1(Main.java:40)
}

proc corpus.extra.identitycallback.fixed.Main.main {
  s3: read corpus.extra.identitycallback.fixed.Main.TASK // at corpus.extra.identitycallback.fixed.Main.main(Main.java:32)
  s6: jump s7 s9                         // at corpus.extra.identitycallback.fixed.Main.main(Main.java:33)
  s7: read corpus.extra.identitycallback.fixed.Main$Phase.RUN // at corpus.extra.identitycallback.fixed.Main.main(Main.java:33)
  s7_1: goto s10e1                       // at corpus.extra.identitycallback.fixed.Main.main(Main.java:33)
  s9: read corpus.extra.identitycallback.fixed.Main$Phase.START // at corpus.extra.identitycallback.fixed.Main.main(Main.java:33)
  s9_1: goto s10e2                       // at corpus.extra.identitycallback.fixed.Main.main(Main.java:33)
  s13: read corpus.extra.identitycallback.fixed.Main.count // at corpus.extra.identitycallback.fixed.Main.main(Main.java:35)
  s15: write corpus.extra.identitycallback.fixed.Main.count // at corpus.extra.identitycallback.fixed.Main.main(Main.java:35)
  s20: fork corpus.extra.identitycallback.fixed.Main.lambda$main$1[corpus.extra.identitycallback.fixed.Main.main:37#20] java.lang.Thread@Main.java:37 // at corpus.extra.identitycallback.fixed.Main.main(Main.java:42)
  s21: read corpus.extra.identitycallback.fixed.Main.A // at corpus.extra.identitycallback.fixed.Main.main(Main.java:43)
  s22: acquire java.lang.Object@Main.java:20 // at corpus.extra.identitycallback.fixed.Main.main(Main.java:43)
  s23: read corpus.extra.identitycallback.fixed.Main.B // at corpus.extra.identitycallback.fixed.Main.main(Main.java:44)
  s24: acquire java.lang.Object@Main.java:21 // at corpus.extra.identitycallback.fixed.Main.main(Main.java:44)
  s25: read corpus.extra.identitycallback.fixed.Main.count // at corpus.extra.identitycallback.fixed.Main.main(Main.java:45)
  s27: write corpus.extra.identitycallback.fixed.Main.count // at corpus.extra.identitycallback.fixed.Main.main(Main.java:45)
  s28: release java.lang.Object@Main.java:21 // at corpus.extra.identitycallback.fixed.Main.main(Main.java:46)
  s38: release java.lang.Object@Main.java:20 // at corpus.extra.identitycallback.fixed.Main.main(Main.java:47)
  s40: join java.lang.Thread@Main.java:37 // at corpus.extra.identitycallback.fixed.Main.main(Main.java:48)
  s40_1: goto exit                       // at corpus.extra.identitycallback.fixed.Main.main(Main.java:48)
  s10e1: read corpus.extra.identitycallback.fixed.Main$Phase.RUN // at corpus.extra.identitycallback.fixed.Main.main(Main.java:34)
  s10e1_1: goto s13                      // at corpus.extra.identitycallback.fixed.Main.main(Main.java:34)
  s10e2: read corpus.extra.identitycallback.fixed.Main$Phase.RUN // at corpus.extra.identitycallback.fixed.Main.main(Main.java:34)
  s10e2_1: goto s13                      // at corpus.extra.identitycallback.fixed.Main.main(Main.java:34)
}

proc entry {
  init0: call corpus.extra.identitycallback.fixed.Main.<clinit> // at corpus.extra.identitycallback.fixed.Main.main(Main.java:26)
  init1: call corpus.extra.identitycallback.fixed.Main$Phase.<clinit> // at corpus.extra.identitycallback.fixed.Main.main(Main.java:26)
  main: call corpus.extra.identitycallback.fixed.Main.main // at corpus.extra.identitycallback.fixed.Main.main(Main.java:26)
}
