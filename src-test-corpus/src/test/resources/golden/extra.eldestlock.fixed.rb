main entry

proc corpus.extra.eldestlock.fixed.Main$1.<init>[corpus.extra.eldestlock.fixed.Main$1@Main.java:22] {
}

proc corpus.extra.eldestlock.fixed.Main$1.removeEldestEntry[corpus.extra.eldestlock.fixed.Main$1@Main.java:22] {
  s2: read corpus.extra.eldestlock.fixed.Main.A // at corpus.extra.eldestlock.fixed.Main$1.removeEldestEntry(Main.java:25)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.eldestlock.fixed.Main$1.removeEldestEntry(Main.java:25)
  s13: release java.lang.Object@Main.java:18 // at corpus.extra.eldestlock.fixed.Main$1.removeEldestEntry(Main.java:26)
}

proc corpus.extra.eldestlock.fixed.Main.<clinit> {
  s2: write corpus.extra.eldestlock.fixed.Main.A // at corpus.extra.eldestlock.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.eldestlock.fixed.Main.B // at corpus.extra.eldestlock.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.eldestlock.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.eldestlock.fixed.Main.B // at corpus.extra.eldestlock.fixed.Main.lambda$main$0(Main.java:31)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.eldestlock.fixed.Main.lambda$main$0(Main.java:31)
  s2: read corpus.extra.eldestlock.fixed.Main.A // at corpus.extra.eldestlock.fixed.Main.lambda$main$0(Main.java:32)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.eldestlock.fixed.Main.lambda$main$0(Main.java:32)
  s4: read java.lang.System.out          // at corpus.extra.eldestlock.fixed.Main.lambda$main$0(Main.java:33)
  s6: release java.lang.Object@Main.java:18 // at corpus.extra.eldestlock.fixed.Main.lambda$main$0(Main.java:34)
  s16: release java.lang.Object@Main.java:19 // at corpus.extra.eldestlock.fixed.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.eldestlock.fixed.Main.main {
  s3: call corpus.extra.eldestlock.fixed.Main$1.<init>[corpus.extra.eldestlock.fixed.Main$1@Main.java:22] // at corpus.extra.eldestlock.fixed.Main.main(Main.java:22)
  s9: fork corpus.extra.eldestlock.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:30 // at corpus.extra.eldestlock.fixed.Main.main(Main.java:37)
  s10: read corpus.extra.eldestlock.fixed.Main.A // at corpus.extra.eldestlock.fixed.Main.main(Main.java:38)
  s11: acquire java.lang.Object@Main.java:18 // at corpus.extra.eldestlock.fixed.Main.main(Main.java:38)
  s14: jump s14_1 s14_2                  // at corpus.extra.eldestlock.fixed.Main.main(Main.java:39)
  s14_2: call corpus.extra.eldestlock.fixed.Main$1.removeEldestEntry[corpus.extra.eldestlock.fixed.Main$1@Main.java:22] // at corpus.extra.eldestlock.fixed.Main.main(Main.java:39)
  s14_3: goto s14                        // at corpus.extra.eldestlock.fixed.Main.main(Main.java:39)
  s14_1: skip                            // at corpus.extra.eldestlock.fixed.Main.main(Main.java:39)
  s15: release java.lang.Object@Main.java:18 // at corpus.extra.eldestlock.fixed.Main.main(Main.java:40)
  s21: join java.lang.Thread@Main.java:30 // at corpus.extra.eldestlock.fixed.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.eldestlock.fixed.Main.<clinit> // at corpus.extra.eldestlock.fixed.Main.main(Main.java:22)
  main: call corpus.extra.eldestlock.fixed.Main.main // at corpus.extra.eldestlock.fixed.Main.main(Main.java:22)
}
