main entry

proc corpus.extra.enumbodylock.Main$S$1.<init>[corpus.extra.enumbodylock.Main$S$1@Main.java:22] {
  s3: call corpus.extra.enumbodylock.Main$S.<init>[corpus.extra.enumbodylock.Main$S$1@Main.java:22] // at corpus.extra.enumbodylock.Main$S$1.<init>(Main.java:22)
}

proc corpus.extra.enumbodylock.Main$S$1.next[corpus.extra.enumbodylock.Main$S$1@Main.java:22] {
  s1: read corpus.extra.enumbodylock.Main$S$1.B // at corpus.extra.enumbodylock.Main$S$1.next(Main.java:24)
}

proc corpus.extra.enumbodylock.Main$S$2.<init>[corpus.extra.enumbodylock.Main$S$2@Main.java:27] {
  s3: call corpus.extra.enumbodylock.Main$S.<init>[corpus.extra.enumbodylock.Main$S$1@Main.java:22] // at corpus.extra.enumbodylock.Main$S$2.<init>(Main.java:27)
}

proc corpus.extra.enumbodylock.Main$S$2.next[corpus.extra.enumbodylock.Main$S$2@Main.java:27] {
  s1: read corpus.extra.enumbodylock.Main.X // at corpus.extra.enumbodylock.Main$S$2.next(Main.java:29)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.enumbodylock.Main$S$2.next(Main.java:29)
  s3: call corpus.extra.enumbodylock.Main.pause // at corpus.extra.enumbodylock.Main$S$2.next(Main.java:30)
  s4: read corpus.extra.enumbodylock.Main.Y // at corpus.extra.enumbodylock.Main$S$2.next(Main.java:31)
  s5: acquire java.lang.Object@Main.java:19 // at corpus.extra.enumbodylock.Main$S$2.next(Main.java:31)
  s6: read corpus.extra.enumbodylock.Main$S$2.B // at corpus.extra.enumbodylock.Main$S$2.next(Main.java:32)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.enumbodylock.Main$S$2.next(Main.java:32)
  s8: release java.lang.Object@Main.java:18 // at corpus.extra.enumbodylock.Main$S$2.next(Main.java:32)
}

proc corpus.extra.enumbodylock.Main$S.$values {
  s1: read corpus.extra.enumbodylock.Main$S.A // at corpus.extra.enumbodylock.Main$S.$values(Main.java:21)
  s2: write corpus.extra.enumbodylock.Main$S[]@Main.java:21[0] // at corpus.extra.enumbodylock.Main$S.$values(Main.java:21)
  s3: read corpus.extra.enumbodylock.Main$S.B // at corpus.extra.enumbodylock.Main$S.$values(Main.java:21)
  s4: write corpus.extra.enumbodylock.Main$S[]@Main.java:21[1] // at corpus.extra.enumbodylock.Main$S.$values(Main.java:21)
}

proc corpus.extra.enumbodylock.Main$S.<clinit> {
  s1: call corpus.extra.enumbodylock.Main$S$1.<init>[corpus.extra.enumbodylock.Main$S$1@Main.java:22] // at corpus.extra.enumbodylock.Main$S.<clinit>(Main.java:22)
  s2: write corpus.extra.enumbodylock.Main$S.A // at corpus.extra.enumbodylock.Main$S.<clinit>(Main.java:22)
  s4: call corpus.extra.enumbodylock.Main$S$2.<init>[corpus.extra.enumbodylock.Main$S$2@Main.java:27] // at corpus.extra.enumbodylock.Main$S.<clinit>(Main.java:27)
  s5: write corpus.extra.enumbodylock.Main$S.B // at corpus.extra.enumbodylock.Main$S.<clinit>(Main.java:27)
  s6: call corpus.extra.enumbodylock.Main$S.$values // at corpus.extra.enumbodylock.Main$S.<clinit>(Main.java:21)
  s7: write corpus.extra.enumbodylock.Main$S.$VALUES // at corpus.extra.enumbodylock.Main$S.<clinit>(Main.java:21)
}

proc corpus.extra.enumbodylock.Main$S.<init>[corpus.extra.enumbodylock.Main$S$1@Main.java:22] {
}

proc corpus.extra.enumbodylock.Main.<clinit> {
  s2: write corpus.extra.enumbodylock.Main.X // at corpus.extra.enumbodylock.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.enumbodylock.Main.Y // at corpus.extra.enumbodylock.Main.<clinit>(Main.java:19)
  s6: read corpus.extra.enumbodylock.Main$S.A // at corpus.extra.enumbodylock.Main.<clinit>(Main.java:41)
  s7: write corpus.extra.enumbodylock.Main.s // at corpus.extra.enumbodylock.Main.<clinit>(Main.java:41)
}

proc corpus.extra.enumbodylock.Main.lambda$main$0 {
  s0: read corpus.extra.enumbodylock.Main.s // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:53)
  s1: jump s1_1 s1_3                     // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:53)
  s1_1: call corpus.extra.enumbodylock.Main$S$1.next[corpus.extra.enumbodylock.Main$S$1@Main.java:22] // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:53)
  s1_2: goto s1_j0                       // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:53)
  s1_3: call corpus.extra.enumbodylock.Main$S$2.next[corpus.extra.enumbodylock.Main$S$2@Main.java:27] // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:53)
  s1_j0: skip                            // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:53)
  s2: write corpus.extra.enumbodylock.Main.s // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:53)
  s3: read corpus.extra.enumbodylock.Main.s // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:54)
  s4: jump s4_1 s4_3                     // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:54)
  s4_1: call corpus.extra.enumbodylock.Main$S$1.next[corpus.extra.enumbodylock.Main$S$1@Main.java:22] // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:54)
  s4_2: goto s4_j0                       // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:54)
  s4_3: call corpus.extra.enumbodylock.Main$S$2.next[corpus.extra.enumbodylock.Main$S$2@Main.java:27] // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:54)
  s4_j0: skip                            // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:54)
  s5: write corpus.extra.enumbodylock.Main.s // at corpus.extra.enumbodylock.Main.lambda$main$0(Main.java:54)
}

proc corpus.extra.enumbodylock.Main.lambda$main$1 {
  s0: read corpus.extra.enumbodylock.Main.Y // at corpus.extra.enumbodylock.Main.lambda$main$1(Main.java:57)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.enumbodylock.Main.lambda$main$1(Main.java:57)
  s2: call corpus.extra.enumbodylock.Main.pause // at corpus.extra.enumbodylock.Main.lambda$main$1(Main.java:58)
  s3: read corpus.extra.enumbodylock.Main.X // at corpus.extra.enumbodylock.Main.lambda$main$1(Main.java:59)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.enumbodylock.Main.lambda$main$1(Main.java:59)
  s5: read java.lang.System.out          // at corpus.extra.enumbodylock.Main.lambda$main$1(Main.java:60)
  s7: release java.lang.Object@Main.java:18 // at corpus.extra.enumbodylock.Main.lambda$main$1(Main.java:61)
  s17: release java.lang.Object@Main.java:19 // at corpus.extra.enumbodylock.Main.lambda$main$1(Main.java:62)
}

proc corpus.extra.enumbodylock.Main.main {
  s9: fork corpus.extra.enumbodylock.Main.lambda$main$0 java.lang.Thread@Main.java:52 // at corpus.extra.enumbodylock.Main.main(Main.java:64)
  s10: fork corpus.extra.enumbodylock.Main.lambda$main$1 java.lang.Thread@Main.java:56 // at corpus.extra.enumbodylock.Main.main(Main.java:65)
  s11: join java.lang.Thread@Main.java:52 // at corpus.extra.enumbodylock.Main.main(Main.java:66)
  s12: join java.lang.Thread@Main.java:56 // at corpus.extra.enumbodylock.Main.main(Main.java:67)
}

proc corpus.extra.enumbodylock.Main.pause {
}

proc entry {
  init0: call corpus.extra.enumbodylock.Main.<clinit> // at corpus.extra.enumbodylock.Main.main(Main.java:52)
  init1: call corpus.extra.enumbodylock.Main$S.<clinit> // at corpus.extra.enumbodylock.Main.main(Main.java:52)
  main: call corpus.extra.enumbodylock.Main.main // at corpus.extra.enumbodylock.Main.main(Main.java:52)
}
