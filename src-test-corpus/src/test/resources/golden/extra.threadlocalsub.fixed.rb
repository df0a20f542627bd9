main entry

proc corpus.extra.threadlocalsub.fixed.Main$1.<init>[corpus.extra.threadlocalsub.fixed.Main$1@Main.java:17] {
}

proc corpus.extra.threadlocalsub.fixed.Main$1.initialValue():int[][corpus.extra.threadlocalsub.fixed.Main$1@Main.java:17] {
  s1: read corpus.extra.threadlocalsub.fixed.Main.A // at corpus.extra.threadlocalsub.fixed.Main$1.initialValue(Main.java:20)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.threadlocalsub.fixed.Main$1.initialValue(Main.java:20)
  s4: release java.lang.Object@Main.java:15 // at corpus.extra.threadlocalsub.fixed.Main$1.initialValue(Main.java:21)
}

proc corpus.extra.threadlocalsub.fixed.Main$1.initialValue():java.lang.Object[corpus.extra.threadlocalsub.fixed.Main$1@Main.java:17] {
  s1: call corpus.extra.threadlocalsub.fixed.Main$1.initialValue():int[][corpus.extra.threadlocalsub.fixed.Main$1@Main.java:17] // at corpus.extra.threadlocalsub.fixed.Main$1.initialValue(Main.java:17)
}

proc corpus.extra.threadlocalsub.fixed.Main.<clinit> {
  s2: write corpus.extra.threadlocalsub.fixed.Main.A // at corpus.extra.threadlocalsub.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.threadlocalsub.fixed.Main.B // at corpus.extra.threadlocalsub.fixed.Main.<clinit>(Main.java:16)
  s7: call corpus.extra.threadlocalsub.fixed.Main$1.<init>[corpus.extra.threadlocalsub.fixed.Main$1@Main.java:17] // at corpus.extra.threadlocalsub.fixed.Main.<clinit>(Main.java:17)
  s8: write corpus.extra.threadlocalsub.fixed.Main.COUNTS // at corpus.extra.threadlocalsub.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.threadlocalsub.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.threadlocalsub.fixed.Main.B // at corpus.extra.threadlocalsub.fixed.Main.lambda$main$0(Main.java:28)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.threadlocalsub.fixed.Main.lambda$main$0(Main.java:28)
  s2: read corpus.extra.threadlocalsub.fixed.Main.A // at corpus.extra.threadlocalsub.fixed.Main.lambda$main$0(Main.java:29)
  s3: acquire java.lang.Object@Main.java:15 // at corpus.extra.threadlocalsub.fixed.Main.lambda$main$0(Main.java:29)
  s4: read java.lang.System.out          // at corpus.extra.threadlocalsub.fixed.Main.lambda$main$0(Main.java:30)
  s6: release java.lang.Object@Main.java:15 // at corpus.extra.threadlocalsub.fixed.Main.lambda$main$0(Main.java:31)
  s16: release java.lang.Object@Main.java:16 // at corpus.extra.threadlocalsub.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.threadlocalsub.fixed.Main.main {
  s5: fork corpus.extra.threadlocalsub.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:27 // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:34)
  s6: read corpus.extra.threadlocalsub.fixed.Main.A // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:35)
  s7: acquire java.lang.Object@Main.java:15 // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:35)
  s8: read corpus.extra.threadlocalsub.fixed.Main.COUNTS // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:36)
  s9: jump s9_1 s9_2                     // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:36)
  s9_2: call corpus.extra.threadlocalsub.fixed.Main$1.initialValue():java.lang.Object[corpus.extra.threadlocalsub.fixed.Main$1@Main.java:17] // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:36)
  s9_1: skip                             // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:36)
  s11: read int[]@Main.java:21[corpus.extra.threadlocalsub.fixed.Main$1@Main.java:17][0] // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:36)
  s13: write int[]@Main.java:21[corpus.extra.threadlocalsub.fixed.Main$1@Main.java:17][0] // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:36)
  s14: release java.lang.Object@Main.java:15 // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:37)
  s20: join java.lang.Thread@Main.java:27 // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.extra.threadlocalsub.fixed.Main.<clinit> // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:27)
  main: call corpus.extra.threadlocalsub.fixed.Main.main // at corpus.extra.threadlocalsub.fixed.Main.main(Main.java:27)
}
