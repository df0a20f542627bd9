main entry

proc corpus.extra.identitycallback.Main$Phase.$values {
  s1: read corpus.extra.identitycallback.Main$Phase.START // at corpus.extra.identitycallback.Main$Phase.$values(Main.java:19)
  s2: write corpus.extra.identitycallback.Main$Phase[]@Main.java:19[0] // at corpus.extra.identitycallback.Main$Phase.$values(Main.java:19)
  s3: read corpus.extra.identitycallback.Main$Phase.RUN // at corpus.extra.identitycallback.Main$Phase.$values(Main.java:19)
  s4: write corpus.extra.identitycallback.Main$Phase[]@Main.java:19[1] // at corpus.extra.identitycallback.Main$Phase.$values(Main.java:19)
}

proc corpus.extra.identitycallback.Main$Phase.<clinit> {
  s1: call corpus.extra.identitycallback.Main$Phase.<init>[corpus.extra.identitycallback.Main$Phase@Main.java:19#2] // at corpus.extra.identitycallback.Main$Phase.<clinit>(Main.java:19)
  s2: write corpus.extra.identitycallback.Main$Phase.START // at corpus.extra.identitycallback.Main$Phase.<clinit>(Main.java:19)
  s4: call corpus.extra.identitycallback.Main$Phase.<init>[corpus.extra.identitycallback.Main$Phase@Main.java:19#2] // at corpus.extra.identitycallback.Main$Phase.<clinit>(Main.java:19)
  s5: write corpus.extra.identitycallback.Main$Phase.RUN // at corpus.extra.identitycallback.Main$Phase.<clinit>(Main.java:19)
  s6: call corpus.extra.identitycallback.Main$Phase.$values // at corpus.extra.identitycallback.Main$Phase.<clinit>(Main.java:19)
  s7: write corpus.extra.identitycallback.Main$Phase.$VALUES // at corpus.extra.identitycallback.Main$Phase.<clinit>(Main.java:19)
}

proc corpus.extra.identitycallback.Main$Phase.<init>[corpus.extra.identitycallback.Main$Phase@Main.java:19#2] {
}

proc corpus.extra.identitycallback.Main.<clinit> {
  s2: write corpus.extra.identitycallback.Main.A // at corpus.extra.identitycallback.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.identitycallback.Main.B // at corpus.extra.identitycallback.Main.<clinit>(Main.java:22)
  s8: write corpus.extra.identitycallback.Main.TASK // at corpus.extra.identitycallback.Main.<clinit>(Main.java:23)
}

proc corpus.extra.identitycallback.Main.lambda$main$0 {
  s0: read corpus.extra.identitycallback.Main.B // at corpus.extra.identitycallback.Main.lambda$main$0(Main.java:28)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.extra.identitycallback.Main.lambda$main$0(Main.java:28)
  s2: read corpus.extra.identitycallback.Main.count // at corpus.extra.identitycallback.Main.lambda$main$0(Main.java:29)
  s4: write corpus.extra.identitycallback.Main.count // at corpus.extra.identitycallback.Main.lambda$main$0(Main.java:29)
  s5: release java.lang.Object@Main.java:22 // at corpus.extra.identitycallback.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.identitycallback.Main.lambda$main$1[corpus.extra.identitycallback.Main.main:38#20] {
  s1: read corpus.extra.identitycallback.Main.A // at corpus.extra.identitycallback.Main.lambda$main$1(Main.java:39)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.identitycallback.Main.lambda$main$1(Main.java:39)
  s3: call corpus.extra.identitycallback.Main.lambda$main$0 // at corpus.extra.identitycallback.Main.lambda$main$1(Main.java:40)
  s4: release java.lang.Object@Main.java:21 // at corpus.extra.identitycallback.Main.lambda$main$1(Main.java:41)
}

proc corpus.extra.identitycallback.Main.main {
  s3: read corpus.extra.identitycallback.Main.TASK // at corpus.extra.identitycallback.Main.main(Main.java:33)
  s6: jump s7 s9                         // at corpus.extra.identitycallback.Main.main(Main.java:34)
  s7: read corpus.extra.identitycallback.Main$Phase.RUN // at corpus.extra.identitycallback.Main.main(Main.java:34)
  s7_1: goto s10e1                       // at corpus.extra.identitycallback.Main.main(Main.java:34)
  s9: read corpus.extra.identitycallback.Main$Phase.START // at corpus.extra.identitycallback.Main.main(Main.java:34)
  s9_1: goto s10e2                       // at corpus.extra.identitycallback.Main.main(Main.java:34)
  s13: read corpus.extra.identitycallback.Main.count // at corpus.extra.identitycallback.Main.main(Main.java:36)
  s15: write corpus.extra.identitycallback.Main.count // at corpus.extra.identitycallback.Main.main(Main.java:36)
  s20: fork corpus.extra.identitycallback.Main.lambda$main$1[corpus.extra.identitycallback.Main.main:38#20] java.lang.Thread@Main.java:38 // at corpus.extra.identitycallback.Main.main(Main.java:43)
  s21: read corpus.extra.identitycallback.Main.B // at corpus.extra.identitycallback.Main.main(Main.java:44)
  s22: acquire java.lang.Object@Main.java:22 // at corpus.extra.identitycallback.Main.main(Main.java:44)
  s23: read corpus.extra.identitycallback.Main.A // at corpus.extra.identitycallback.Main.main(Main.java:45)
  s24: acquire java.lang.Object@Main.java:21 // at corpus.extra.identitycallback.Main.main(Main.java:45)
  s25: read corpus.extra.identitycallback.Main.count // at corpus.extra.identitycallback.Main.main(Main.java:46)
  s27: write corpus.extra.identitycallback.Main.count // at corpus.extra.identitycallback.Main.main(Main.java:46)
  s28: release java.lang.Object@Main.java:21 // at corpus.extra.identitycallback.Main.main(Main.java:47)
  s38: release java.lang.Object@Main.java:22 // at corpus.extra.identitycallback.Main.main(Main.java:48)
  s40: join java.lang.Thread@Main.java:38 // at corpus.extra.identitycallback.Main.main(Main.java:49)
  s40_1: goto exit                       // at corpus.extra.identitycallback.Main.main(Main.java:49)
  s10e1: read corpus.extra.identitycallback.Main$Phase.RUN // at corpus.extra.identitycallback.Main.main(Main.java:35)
  s10e1_1: goto s13                      // at corpus.extra.identitycallback.Main.main(Main.java:35)
  s10e2: read corpus.extra.identitycallback.Main$Phase.RUN // at corpus.extra.identitycallback.Main.main(Main.java:35)
  s10e2_1: goto s13                      // at corpus.extra.identitycallback.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.identitycallback.Main.<clinit> // at corpus.extra.identitycallback.Main.main(Main.java:27)
  init1: call corpus.extra.identitycallback.Main$Phase.<clinit> // at corpus.extra.identitycallback.Main.main(Main.java:27)
  main: call corpus.extra.identitycallback.Main.main // at corpus.extra.identitycallback.Main.main(Main.java:27)
}
