main entry

proc corpus.extra.enumbodylock.fixed.Main$S$1.<init>[corpus.extra.enumbodylock.fixed.Main$S$1@Main.java:19] {
  s3: call corpus.extra.enumbodylock.fixed.Main$S.<init>[corpus.extra.enumbodylock.fixed.Main$S$1@Main.java:19] // at corpus.extra.enumbodylock.fixed.Main$S$1.<init>(Main.java:19)
}

proc corpus.extra.enumbodylock.fixed.Main$S$1.next[corpus.extra.enumbodylock.fixed.Main$S$1@Main.java:19] {
  s1: read corpus.extra.enumbodylock.fixed.Main$S$1.B // at corpus.extra.enumbodylock.fixed.Main$S$1.next(Main.java:21)
}

proc corpus.extra.enumbodylock.fixed.Main$S$2.<init>[corpus.extra.enumbodylock.fixed.Main$S$2@Main.java:24] {
  s3: call corpus.extra.enumbodylock.fixed.Main$S.<init>[corpus.extra.enumbodylock.fixed.Main$S$1@Main.java:19] // at corpus.extra.enumbodylock.fixed.Main$S$2.<init>(Main.java:24)
}

proc corpus.extra.enumbodylock.fixed.Main$S$2.next[corpus.extra.enumbodylock.fixed.Main$S$2@Main.java:24] {
  s1: read corpus.extra.enumbodylock.fixed.Main.X // at corpus.extra.enumbodylock.fixed.Main$S$2.next(Main.java:26)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.enumbodylock.fixed.Main$S$2.next(Main.java:26)
  s3: call corpus.extra.enumbodylock.fixed.Main.pause // at corpus.extra.enumbodylock.fixed.Main$S$2.next(Main.java:27)
  s4: read corpus.extra.enumbodylock.fixed.Main.Y // at corpus.extra.enumbodylock.fixed.Main$S$2.next(Main.java:28)
  s5: acquire java.lang.Object@Main.java:16 // at corpus.extra.enumbodylock.fixed.Main$S$2.next(Main.java:28)
  s6: read corpus.extra.enumbodylock.fixed.Main$S$2.B // at corpus.extra.enumbodylock.fixed.Main$S$2.next(Main.java:29)
  s7: release java.lang.Object@Main.java:16 // at corpus.extra.enumbodylock.fixed.Main$S$2.next(Main.java:29)
  s8: release java.lang.Object@Main.java:15 // at corpus.extra.enumbodylock.fixed.Main$S$2.next(Main.java:29)
}

proc corpus.extra.enumbodylock.fixed.Main$S.$values {
  s1: read corpus.extra.enumbodylock.fixed.Main$S.A // at corpus.extra.enumbodylock.fixed.Main$S.$values(Main.java:18)
  s2: write corpus.extra.enumbodylock.fixed.Main$S[]@Main.java:18[0] // at corpus.extra.enumbodylock.fixed.Main$S.$values(Main.java:18)
  s3: read corpus.extra.enumbodylock.fixed.Main$S.B // at corpus.extra.enumbodylock.fixed.Main$S.$values(Main.java:18)
  s4: write corpus.extra.enumbodylock.fixed.Main$S[]@Main.java:18[1] // at corpus.extra.enumbodylock.fixed.Main$S.$values(Main.java:18)
}

proc corpus.extra.enumbodylock.fixed.Main$S.<clinit> {
  s1: call corpus.extra.enumbodylock.fixed.Main$S$1.<init>[corpus.extra.enumbodylock.fixed.Main$S$1@Main.java:19] // at corpus.extra.enumbodylock.fixed.Main$S.<clinit>(Main.java:19)
  s2: write corpus.extra.enumbodylock.fixed.Main$S.A // at corpus.extra.enumbodylock.fixed.Main$S.<clinit>(Main.java:19)
  s4: call corpus.extra.enumbodylock.fixed.Main$S$2.<init>[corpus.extra.enumbodylock.fixed.Main$S$2@Main.java:24] // at corpus.extra.enumbodylock.fixed.Main$S.<clinit>(Main.java:24)
  s5: write corpus.extra.enumbodylock.fixed.Main$S.B // at corpus.extra.enumbodylock.fixed.Main$S.<clinit>(Main.java:24)
  s6: call corpus.extra.enumbodylock.fixed.Main$S.$values // at corpus.extra.enumbodylock.fixed.Main$S.<clinit>(Main.java:18)
  s7: write corpus.extra.enumbodylock.fixed.Main$S.$VALUES // at corpus.extra.enumbodylock.fixed.Main$S.<clinit>(Main.java:18)
}

proc corpus.extra.enumbodylock.fixed.Main$S.<init>[corpus.extra.enumbodylock.fixed.Main$S$1@Main.java:19] {
}

proc corpus.extra.enumbodylock.fixed.Main.<clinit> {
  s2: write corpus.extra.enumbodylock.fixed.Main.X // at corpus.extra.enumbodylock.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.enumbodylock.fixed.Main.Y // at corpus.extra.enumbodylock.fixed.Main.<clinit>(Main.java:16)
  s6: read corpus.extra.enumbodylock.fixed.Main$S.A // at corpus.extra.enumbodylock.fixed.Main.<clinit>(Main.java:38)
  s7: write corpus.extra.enumbodylock.fixed.Main.s // at corpus.extra.enumbodylock.fixed.Main.<clinit>(Main.java:38)
}

proc corpus.extra.enumbodylock.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.enumbodylock.fixed.Main.s // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:50)
  s1: jump s1_1 s1_3                     // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:50)
  s1_1: call corpus.extra.enumbodylock.fixed.Main$S$1.next[corpus.extra.enumbodylock.fixed.Main$S$1@Main.java:19] // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:50)
  s1_2: goto s1_j0                       // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:50)
  s1_3: call corpus.extra.enumbodylock.fixed.Main$S$2.next[corpus.extra.enumbodylock.fixed.Main$S$2@Main.java:24] // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:50)
  s1_j0: skip                            // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:50)
  s2: write corpus.extra.enumbodylock.fixed.Main.s // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:50)
  s3: read corpus.extra.enumbodylock.fixed.Main.s // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:51)
  s4: jump s4_1 s4_3                     // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:51)
  s4_1: call corpus.extra.enumbodylock.fixed.Main$S$1.next[corpus.extra.enumbodylock.fixed.Main$S$1@Main.java:19] // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:51)
  s4_2: goto s4_j0                       // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:51)
  s4_3: call corpus.extra.enumbodylock.fixed.Main$S$2.next[corpus.extra.enumbodylock.fixed.Main$S$2@Main.java:24] // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:51)
  s4_j0: skip                            // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:51)
  s5: write corpus.extra.enumbodylock.fixed.Main.s // at corpus.extra.enumbodylock.fixed.Main.lambda$main$0(Main.java:51)
}

proc corpus.extra.enumbodylock.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.enumbodylock.fixed.Main.X // at corpus.extra.enumbodylock.fixed.Main.lambda$main$1(Main.java:54)
  s1: acquire java.lang.Object@Main.java:15 // at corpus.extra.enumbodylock.fixed.Main.lambda$main$1(Main.java:54)
  s2: call corpus.extra.enumbodylock.fixed.Main.pause // at corpus.extra.enumbodylock.fixed.Main.lambda$main$1(Main.java:55)
  s3: read corpus.extra.enumbodylock.fixed.Main.Y // at corpus.extra.enumbodylock.fixed.Main.lambda$main$1(Main.java:56)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.enumbodylock.fixed.Main.lambda$main$1(Main.java:56)
  s5: read java.lang.System.out          // at corpus.extra.enumbodylock.fixed.Main.lambda$main$1(Main.java:57)
  s7: release java.lang.Object@Main.java:16 // at corpus.extra.enumbodylock.fixed.Main.lambda$main$1(Main.java:58)
  s17: release java.lang.Object@Main.java:15 // at corpus.extra.enumbodylock.fixed.Main.lambda$main$1(Main.java:59)
}

proc corpus.extra.enumbodylock.fixed.Main.main {
  s9: fork corpus.extra.enumbodylock.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:49 // at corpus.extra.enumbodylock.fixed.Main.main(Main.java:61)
  s10: fork corpus.extra.enumbodylock.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:53 // at corpus.extra.enumbodylock.fixed.Main.main(Main.java:62)
  s11: join java.lang.Thread@Main.java:49 // at corpus.extra.enumbodylock.fixed.Main.main(Main.java:63)
  s12: join java.lang.Thread@Main.java:53 // at corpus.extra.enumbodylock.fixed.Main.main(Main.java:64)
}

proc corpus.extra.enumbodylock.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.enumbodylock.fixed.Main.<clinit> // at corpus.extra.enumbodylock.fixed.Main.main(Main.java:49)
  init1: call corpus.extra.enumbodylock.fixed.Main$S.<clinit> // at corpus.extra.enumbodylock.fixed.Main.main(Main.java:49)
  main: call corpus.extra.enumbodylock.fixed.Main.main // at corpus.extra.enumbodylock.fixed.Main.main(Main.java:49)
}
