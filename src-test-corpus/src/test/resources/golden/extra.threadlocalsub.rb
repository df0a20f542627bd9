main entry

proc corpus.extra.threadlocalsub.Main$1.<init>[corpus.extra.threadlocalsub.Main$1@Main.java:19] {
}

proc corpus.extra.threadlocalsub.Main$1.initialValue():int[][corpus.extra.threadlocalsub.Main$1@Main.java:19] {
  s1: read corpus.extra.threadlocalsub.Main.B // at corpus.extra.threadlocalsub.Main$1.initialValue(Main.java:22)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.threadlocalsub.Main$1.initialValue(Main.java:22)
  s4: release java.lang.Object@Main.java:18 // at corpus.extra.threadlocalsub.Main$1.initialValue(Main.java:23)
}

proc corpus.extra.threadlocalsub.Main$1.initialValue():java.lang.Object[corpus.extra.threadlocalsub.Main$1@Main.java:19] {
  s1: call corpus.extra.threadlocalsub.Main$1.initialValue():int[][corpus.extra.threadlocalsub.Main$1@Main.java:19] // at corpus.extra.threadlocalsub.Main$1.initialValue(Main.java:19)
}

proc corpus.extra.threadlocalsub.Main.<clinit> {
  s2: write corpus.extra.threadlocalsub.Main.A // at corpus.extra.threadlocalsub.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.threadlocalsub.Main.B // at corpus.extra.threadlocalsub.Main.<clinit>(Main.java:18)
  s7: call corpus.extra.threadlocalsub.Main$1.<init>[corpus.extra.threadlocalsub.Main$1@Main.java:19] // at corpus.extra.threadlocalsub.Main.<clinit>(Main.java:19)
  s8: write corpus.extra.threadlocalsub.Main.COUNTS // at corpus.extra.threadlocalsub.Main.<clinit>(Main.java:19)
}

proc corpus.extra.threadlocalsub.Main.lambda$main$0 {
  s0: read corpus.extra.threadlocalsub.Main.B // at corpus.extra.threadlocalsub.Main.lambda$main$0(Main.java:30)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.threadlocalsub.Main.lambda$main$0(Main.java:30)
  s2: read corpus.extra.threadlocalsub.Main.A // at corpus.extra.threadlocalsub.Main.lambda$main$0(Main.java:31)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.threadlocalsub.Main.lambda$main$0(Main.java:31)
  s4: read java.lang.System.out          // at corpus.extra.threadlocalsub.Main.lambda$main$0(Main.java:32)
  s6: release java.lang.Object@Main.java:17 // at corpus.extra.threadlocalsub.Main.lambda$main$0(Main.java:33)
  s16: release java.lang.Object@Main.java:18 // at corpus.extra.threadlocalsub.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.threadlocalsub.Main.main {
  s5: fork corpus.extra.threadlocalsub.Main.lambda$main$0 java.lang.Thread@Main.java:29 // at corpus.extra.threadlocalsub.Main.main(Main.java:36)
  s6: read corpus.extra.threadlocalsub.Main.A // at corpus.extra.threadlocalsub.Main.main(Main.java:37)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.extra.threadlocalsub.Main.main(Main.java:37)
  s8: read corpus.extra.threadlocalsub.Main.COUNTS // at corpus.extra.threadlocalsub.Main.main(Main.java:38)
  s9: jump s9_1 s9_2                     // at corpus.extra.threadlocalsub.Main.main(Main.java:38)
  s9_2: call corpus.extra.threadlocalsub.Main$1.initialValue():java.lang.Object[corpus.extra.threadlocalsub.Main$1@Main.java:19] // at corpus.extra.threadlocalsub.Main.main(Main.java:38)
  s9_1: skip                             // at corpus.extra.threadlocalsub.Main.main(Main.java:38)
  s11: read int[]@Main.java:23[corpus.extra.threadlocalsub.Main$1@Main.java:19][0] // at corpus.extra.threadlocalsub.Main.main(Main.java:38)
  s13: write int[]@Main.java:23[corpus.extra.threadlocalsub.Main$1@Main.java:19][0] // at corpus.extra.threadlocalsub.Main.main(Main.java:38)
  s14: release java.lang.Object@Main.java:17 // at corpus.extra.threadlocalsub.Main.main(Main.java:39)
  s20: join java.lang.Thread@Main.java:29 // at corpus.extra.threadlocalsub.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.threadlocalsub.Main.<clinit> // at corpus.extra.threadlocalsub.Main.main(Main.java:29)
  main: call corpus.extra.threadlocalsub.Main.main // at corpus.extra.threadlocalsub.Main.main(Main.java:29)
}
